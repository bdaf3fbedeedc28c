/** The solver's module worker for <patience-indian>: its game's rules alone (see serveSolver). */
import { indian } from '../../core/games/indian/rules.js';
import { serveSolver } from '../../ui/solver/solver-worker.js';

serveSolver(indian);
