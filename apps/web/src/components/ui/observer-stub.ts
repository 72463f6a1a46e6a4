// An IntersectionObserver for tests: it reports only when the test tells it to, so a test says
// when an element enters the viewport. Install it with vi.stubGlobal('IntersectionObserver',
// FakeObserver) after FakeObserver.live.clear().

/** An IntersectionObserver the test drives: it reports only when told. */
export class FakeObserver {
  static live = new Set<FakeObserver>();
  readonly targets = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {}
  observe(target: Element) {
    this.targets.add(target);
    FakeObserver.live.add(this);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    FakeObserver.live.delete(this);
  }
  takeRecords() {
    return [];
  }
  /** Every live observer sees its targets enter (or leave) the viewport. */
  static report(isIntersecting: boolean) {
    for (const observer of [...FakeObserver.live]) {
      const entries = [...observer.targets].map(
        (target) => ({ target, isIntersecting }) as IntersectionObserverEntry,
      );
      observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}
