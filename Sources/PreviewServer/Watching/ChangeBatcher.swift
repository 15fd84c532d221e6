/// Gathers a burst of file events into one rebuild.
///
/// Saving a file is rarely one event: editors write a temp file, rename it over the original
/// and touch its attributes; `git checkout` changes hundreds of files. The batch is due once
/// no event came for `quietPeriod`, or `maximumDelay` after its first event so a stream of
/// writes cannot postpone the rebuild forever. Pure logic over instants, so it is tested
/// without sleeping.
struct ChangeBatcher {
    var quietPeriod: Duration = .milliseconds(30)
    var maximumDelay: Duration = .seconds(1)

    private var pending: [SourceChange] = []
    private var positions: [String: Int] = [:]
    private var firstEvent: ContinuousClock.Instant?
    private var lastEvent: ContinuousClock.Instant?

    init(quietPeriod: Duration = .milliseconds(30), maximumDelay: Duration = .seconds(1)) {
        self.quietPeriod = quietPeriod
        self.maximumDelay = maximumDelay
    }

    var isEmpty: Bool { pending.isEmpty }

    /// A path seen twice keeps its first place.
    mutating func add(_ change: SourceChange, at instant: ContinuousClock.Instant) {
        if positions[change.path] == nil {
            positions[change.path] = pending.count
            pending.append(change)
        }
        if firstEvent == nil { firstEvent = instant }
        lastEvent = instant
    }

    /// When the pending batch becomes due; nil when nothing is pending.
    var deadline: ContinuousClock.Instant? {
        guard let firstEvent, let lastEvent else { return nil }
        return min(lastEvent + quietPeriod, firstEvent + maximumDelay)
    }

    /// The batch, in the order paths first changed, if it is due at `instant`.
    mutating func takeIfDue(at instant: ContinuousClock.Instant) -> [SourceChange]? {
        guard let deadline, instant >= deadline else { return nil }
        defer {
            pending = []
            positions = [:]
            firstEvent = nil
            lastEvent = nil
        }
        return pending
    }
}
