/// The last step of loading a streamed spec: laying every page out to find the problems only a layout
/// shows, each page handed to the writer as it is laid out (`PageHandOff`). A load that defers it
/// (`SpecLoader.load(..., checkingLater: true)`) returns before it; the caller runs it, on its own thread
/// or beside a writer already taking pages, and gets the load's whole result from it.
public final class LayoutCheck {
    private let handOff: PageHandOff
    private var steps: () -> SpecLoader.Result

    init(handOff: PageHandOff, _ run: @escaping () -> SpecLoader.Result) {
        self.handOff = handOff
        steps = run
    }

    /// Adds a step applied to the result of the check.
    func then(_ step: @escaping (SpecLoader.Result) -> SpecLoader.Result) {
        let before = steps
        steps = { step(before()) }
    }

    /// Says whether a writer takes the pages while the check runs: the check then waits for it to make room
    /// for pages rather than leave them for it to lay out again. Say false when it stops, done or failed.
    public func writer(takesPages: Bool) {
        handOff.writer(takes: takesPages)
    }

    /// Runs the check, once, and returns the load's result, with every problem; its pages are nil when
    /// there are errors, and the writer then gets empty pages.
    package func run() -> SpecLoader.Result {
        var result = steps()
        result.check = nil
        handOff.finish(failed: result.streamed == nil)
        return result
    }
}
