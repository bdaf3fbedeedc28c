import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Tracks the host's content width with a ResizeObserver and asks for an update when it changes. */
export class WidthController implements ReactiveController {
  width = 0;
  private observer?: ResizeObserver;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostConnected(): void {
    this.observer = new ResizeObserver(([entry]) => {
      const width = Math.round(entry!.contentRect.width);
      if (width !== this.width) {
        this.width = width;
        this.host.requestUpdate();
      }
    });
    this.observer.observe(this.host);
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = undefined;
  }
}
