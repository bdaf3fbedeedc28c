/** The solver's module worker for <patience-funnel>: its game's rules alone (see serveSolver). */
import { funnel } from '../../core/games/funnel/rules.js';
import { serveSolver } from '../../ui/solver/solver-worker.js';

serveSolver(funnel);
