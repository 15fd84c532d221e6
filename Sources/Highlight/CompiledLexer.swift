#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `LexerDefinition` with its patterns compiled and its states numbered; shared by all
/// threads (immutable).
///
/// The lexer's loop tries thousands of rules per kilobyte, so what it reads per attempt lives
/// in flat tables of plain values: which rules can start with the byte at hand in the current
/// state (`dispatch`, per class of bytes), each rule's pattern by number (`regexes`) and, for the common rules, what
/// a match emits and where it goes (`fast`). Loading a class or copying an enum with payloads
/// per attempt cost more than the JIT-compiled match itself.
final class CompiledLexer: Sendable {
    /// A rule as written, for the uncommon actions the loop does not decode from `fast`.
    final class CompiledRule: Sendable {
        init(atLineStart: Bool, action: Action, next: CompiledNext) {
            self.atLineStart = atLineStart
            self.action = action
            self.next = next
        }

        /// The pattern starts with `^`: Rouge tries it only at the start of a line (its
        /// scanner would match `^` anywhere).
        let atLineStart: Bool
        let action: Action
        let next: CompiledNext
    }

    enum CompiledNext: Sendable {
        case stay
        case push([Int])
        case pushSelf
        case pop(Int)
        case goto(Int)
        case popPush(Int, [Int])
        case pushIfLast([UInt8], Int)
        case pushUnlessTop(Int)
        case reset
        indirect case ifState(depth: Int, states: [Int], then: CompiledNext, otherwise: CompiledNext)
    }

    struct CandidateRange {
        var start: Int32
        var end: Int32
    }

    /// A rule's action and state change in plain values, when they are of the common kinds.
    struct FastRule {
        enum Kind: UInt8 {
            /// One token of `token`.
            case token
            /// One token per group, classes at `groupTokens[groupStart..<groupStart+groupCount]`.
            case groups
            /// The text looked up in table `lookup` of `words`, `token` when absent.
            case lookup
            /// Anything else: decoded from `rules`.
            case other
        }
        enum NextKind: UInt8 { case stay, pushOne, pop, goto, pushSelf, other }
        var kind: Kind
        var token: TokenClass
        var groupStart: Int32
        var groupCount: Int32
        var lookup: Int32
        var nextKind: NextKind
        var nextArg: Int32
        var atLineStart: Bool
        /// Index into `Tables.preconditions`, -1 for none.
        var precondition: Int32 = -1
        /// Index into `Tables.loops`, -1 for none.
        var loop: Int32 = -1
        /// Index into `Tables.interiorLoops` (the loops at the pattern's callouts), -1 for none.
        var interior: Int32 = -1
        /// The callout number that reports where the loop of `loop` ended in a match (see
        /// `AbsorbingLoop.successRest`), 0 for none.
        var success: Int32 = 0
    }

    /// Read-only tables behind raw pointers, allocated once per lexer.
    final class Tables: @unchecked Sendable {
        /// Each byte's class: bytes in one class start the same rules in every state.
        let byteClass: UnsafeMutablePointer<UInt8>
        let classCount: Int
        /// Per state and byte class (`state * classCount + class`): a range of `candidates`.
        /// Per class, not per byte: Objective-C's tables shrink from 80 KB to about 10 KB, which
        /// matters in a build, where Markdown and Liquid evict them between code blocks.
        let dispatch: UnsafeMutablePointer<CandidateRange>
        /// Rule numbers, in the order the state tries them.
        let candidates: UnsafeMutablePointer<Int32>
        let fast: UnsafeMutablePointer<FastRule>
        let groupTokens: UnsafeMutablePointer<TokenClass>
        let preconditions: UnsafeMutablePointer<Precondition>
        let preconditionCount: Int
        /// The patterns' absorbing loops (see `AbsorbingLoop`), read only after an attempt failed.
        let loops: [AbsorbingLoop]
        let interiorLoops: [[AbsorbingLoop]]

        init(
            byteClass: [UInt8], classCount: Int, dispatch: [CandidateRange], candidates: [Int32], fast: [FastRule],
            groupTokens: [TokenClass], preconditions: [Precondition] = [], loops: [AbsorbingLoop] = [],
            interiorLoops: [[AbsorbingLoop]] = []
        ) {
            func copy<T>(_ array: [T]) -> UnsafeMutablePointer<T> {
                let pointer = UnsafeMutablePointer<T>.allocate(capacity: max(array.count, 1))
                _ = UnsafeMutableBufferPointer(start: pointer, count: array.count).initialize(from: array)
                return pointer
            }
            self.byteClass = copy(byteClass)
            self.classCount = classCount
            self.dispatch = copy(dispatch)
            self.candidates = copy(candidates)
            self.fast = copy(fast)
            self.groupTokens = copy(groupTokens)
            self.preconditions = copy(preconditions)
            preconditionCount = preconditions.count
            self.loops = loops
            self.interiorLoops = interiorLoops
        }

        deinit {
            byteClass.deallocate()
            dispatch.deallocate()
            candidates.deallocate()
            fast.deallocate()
            groupTokens.deallocate()
            preconditions.deallocate()
        }
    }

    let name: String
    let stateNames: [String]
    /// Every rule, numbered across the lexer (a rule shared through a mixin appears once).
    let rules: [CompiledRule]
    let regexes: RegexTable
    /// The rules whose patterns are matched without PCRE2.
    let bytePatterns: BytePatternTable
    let tables: Tables
    let words: WordTables
    /// The stack lexing starts with: root, then the definition's start states.
    let initialStack: [Int]
    /// A lexer written as code rather than states (line-based session lexers).
    let custom: (@Sendable (LexRun, UnsafeBufferPointer<UInt8>, Int) -> Void)?

    init(name: String, custom: @escaping @Sendable (LexRun, UnsafeBufferPointer<UInt8>, Int) -> Void) {
        self.name = name
        self.custom = custom
        stateNames = ["root"]
        rules = []
        regexes = RegexTable([])
        bytePatterns = BytePatternTable([])
        tables = Tables(
            byteClass: Array(repeating: 0, count: 256), classCount: 1, dispatch: [CandidateRange(start: 0, end: 0)], candidates: [],
            fast: [], groupTokens: [])
        words = WordTables([])
        initialStack = [0]
        stateIndex = [:]
    }

    init(_ definition: LexerDefinition) {
        name = definition.name
        custom = nil
        stateNames = definition.states.map(\.0)
        var index: [String: Int] = [:]
        for (i, name) in stateNames.enumerated() { index[name] = i }
        // Includes resolve to the first state of a name.
        var firstIndex: [String: Int] = [:]
        for (i, name) in stateNames.enumerated() where firstIndex[name] == nil { firstIndex[name] = i }
        func id(_ state: String) -> Int {
            guard let i = index[state] else { preconditionFailure("\(definition.name): no state \(state)") }
            return i
        }
        // A state's rules with mixins expanded, as origins (`state << 16 | position`): a rule
        // included by many states (Objective-C's `statements` is in most) is compiled into one
        // rule number, its pattern, word table and start bytes made once. Made per state on
        // each lexer's first use, the copies cost more than compiling the patterns.
        func flatten(_ state: Int, into out: inout [Int], seen: inout [Int]) {
            for (position, rule) in definition.states[state].1.enumerated() {
                switch rule.kind {
                case .match: out.append(state << 16 | position)
                case .include(let name):
                    guard let included = firstIndex[name], !seen.contains(included) else { continue }
                    seen.append(included)
                    flatten(included, into: &out, seen: &seen)
                    seen.removeLast()
                }
            }
        }
        // Identical patterns (written twice) compile once.
        var compiled: [String: PCRERegex] = [:]
        var ruleNumber: [Int: Int32] = [:]
        var rules: [CompiledRule] = []
        var regexes: [PCRERegex?] = []
        var bytePatterns: [BytePattern?] = []
        var starts: [ByteSet] = []
        var fast: [FastRule] = []
        var groupTokens: [TokenClass] = []
        var lookups: [[String: TokenClass]] = []
        var stateRuleNumbers: [[Int32]] = []
        var preconditions: [Precondition] = []
        var loops: [AbsorbingLoop] = [], interiorLoops: [[AbsorbingLoop]] = []
        for state in definition.states.indices {
            var origins: [Int] = [], seen = [state]
            flatten(state, into: &origins, seen: &seen)
            var numbers: [Int32] = []
            for origin in origins {
                if let known = ruleNumber[origin] {
                    numbers.append(known)
                    continue
                }
                let rule = definition.states[origin >> 16].1[origin & 0xFFFF]
                guard case .match(let pattern, let action, let next) = rule.kind else { continue }
                let bytePattern = Self.readsCaptures(action) ? nil : BytePattern(pattern)
                let interior = bytePattern == nil ? AbsorbingLoop.interior(pattern) : []
                let ownLoop = bytePattern == nil ? AbsorbingLoop(pattern) : nil
                // Success facts need the match to be the lead alone: only for rules that read
                // no captures.
                var successOffset: Int? = nil
                switch action {
                case .token, .lookup: successOffset = ownLoop?.successRest
                default: break
                }
                let callouts = interior.map(\.offset) + (successOffset.map { [$0] } ?? [])
                let key = callouts.isEmpty ? pattern : pattern + "\u{0}" + callouts.map { "\($0)" }.joined(separator: ",")
                let regex: PCRERegex?
                if bytePattern != nil {
                    regex = nil
                } else if let known = compiled[key] {
                    regex = known
                } else {
                    do { regex = try PCRERegex(pattern, jit: false, callouts: callouts) } catch {
                        preconditionFailure("\(definition.name).\(stateNames[origin >> 16]): \(error)")
                    }
                    compiled[key] = regex
                }
                let compiledNext = Self.compile(next, id)
                // State names inside actions are checked now, not when first used.
                if case .matchSaved(_, _, let a, _, let b) = action { _ = Self.compile(a, id); _ = Self.compile(b, id) }
                let atLineStart = Self.startsWithCaret(pattern)
                let number = Int32(rules.count)
                ruleNumber[origin] = number
                numbers.append(number)
                rules.append(CompiledRule(atLineStart: atLineStart, action: action, next: compiledNext))
                regexes.append(regex)
                bytePatterns.append(bytePattern)
                starts.append(bytePattern?.firstBytes ?? regex?.firstBytes ?? .all)
                var fastRule = Self.fastRule(action, compiledNext, atLineStart: atLineStart, groupTokens: &groupTokens, lookups: &lookups)
                if let condition = rule.precondition, bytePattern == nil {
                    // Rules with the same condition share it, and so the scan remembered for it.
                    if let known = preconditions.firstIndex(where: { $0.run == condition.run && $0.then == condition.then }) {
                        fastRule.precondition = Int32(known)
                    } else {
                        fastRule.precondition = Int32(preconditions.count)
                        preconditions.append(condition)
                    }
                }
                if regex != nil, let loop = ownLoop {
                    fastRule.loop = Int32(loops.count)
                    loops.append(loop)
                    if successOffset != nil { fastRule.success = Int32(callouts.count) }
                }
                if !interior.isEmpty {
                    fastRule.interior = Int32(interiorLoops.count)
                    interiorLoops.append(interior.map(\.loop))
                }
                fast.append(fastRule)
            }
            stateRuleNumbers.append(numbers)
        }
        // Bytes that every rule's start set treats alike (all lower-case letters, say) share
        // their candidate lists, so each state's lists are made per class of bytes, not per byte.
        var byteClass = [UInt8](repeating: 0, count: 256)
        var representatives: [UInt8] = []
        do {
            var distinct: [ByteSet] = []
            for set in starts where !distinct.contains(set) { distinct.append(set) }
            var classes: [[UInt64]: Int] = [:]
            for byte in 0..<256 {
                var signature = [UInt64](repeating: 0, count: (distinct.count + 63) / 64)
                for (i, set) in distinct.enumerated() where set.contains(UInt8(byte)) { signature[i >> 6] |= 1 << UInt64(i & 63) }
                if let known = classes[signature] {
                    byteClass[byte] = UInt8(known)
                } else {
                    classes[signature] = representatives.count
                    byteClass[byte] = UInt8(representatives.count)
                    representatives.append(UInt8(byte))
                }
            }
        }
        var dispatch: [CandidateRange] = [], candidates: [Int32] = []
        dispatch.reserveCapacity(representatives.count * stateRuleNumbers.count)
        // Identical candidate lists are stored once.
        var lists: [[Int32]: Int32] = [:]
        for numbers in stateRuleNumbers {
            for byte in representatives {
                let list = numbers.filter { starts[Int($0)].contains(byte) }
                let start: Int32
                if let known = lists[list] {
                    start = known
                } else {
                    start = Int32(candidates.count)
                    candidates += list
                    lists[list] = start
                }
                dispatch.append(CandidateRange(start: start, end: start + Int32(list.count)))
            }
        }
        self.rules = rules
        self.regexes = RegexTable(regexes)
        self.bytePatterns = BytePatternTable(bytePatterns)
        words = WordTables(lookups)
        tables = Tables(
            byteClass: byteClass, classCount: representatives.count, dispatch: dispatch, candidates: candidates, fast: fast,
            groupTokens: groupTokens, preconditions: preconditions, loops: loops, interiorLoops: interiorLoops)
        initialStack = [index["root"] ?? 0] + definition.start.map(id)
        stateIndex = index
    }

    private let stateIndex: [String: Int]

    /// A state's number, nil for a name the lexer lacks.
    func stateNumber(_ name: String) -> Int? { stateIndex[name] }

    /// Whether the action reads capture groups, which only PCRE2's match data has.
    private static func readsCaptures(_ action: Action) -> Bool {
        switch action {
        case .groups, .groupsSaving, .matchSaved, .heredocOpen, .yaml(.key), .yaml(.keyOf), .markdownFence, .markdownFenceClose: return true
        default: return false
        }
    }

    private static func fastRule(
        _ action: Action, _ next: CompiledNext, atLineStart: Bool, groupTokens: inout [TokenClass], lookups: inout [[String: TokenClass]]
    ) -> FastRule {
        var rule = FastRule(kind: .other, token: .text, groupStart: 0, groupCount: 0, lookup: 0, nextKind: .other, nextArg: 0, atLineStart: atLineStart)
        switch action {
        case .token(let t):
            rule.kind = .token
            rule.token = t
        case .groups(let actions):
            var classes: [TokenClass] = []
            for case .token(let t) in actions { classes.append(t) }
            if classes.count == actions.count {
                rule.kind = .groups
                rule.groupStart = Int32(groupTokens.count)
                rule.groupCount = Int32(classes.count)
                groupTokens += classes
            }
        case .lookup(let table, let otherwise):
            rule.kind = .lookup
            rule.token = otherwise
            rule.lookup = Int32(lookups.count)
            lookups.append(table)
        default: break
        }
        switch next {
        case .stay: rule.nextKind = .stay
        case .push(let ids) where ids.count == 1:
            rule.nextKind = .pushOne
            rule.nextArg = Int32(ids[0])
        case .pop(let n):
            rule.nextKind = .pop
            rule.nextArg = Int32(n)
        case .goto(let id):
            rule.nextKind = .goto
            rule.nextArg = Int32(id)
        case .pushSelf: rule.nextKind = .pushSelf
        default: break
        }
        return rule
    }

    /// Whether the pattern, after leading inline options like `(?s)`, starts with `^`.
    static func startsWithCaret(_ pattern: String) -> Bool {
        let bytes = Array(pattern.utf8)
        var i = 0
        // Skip `(?flags)` groups: letters and `-` up to the closing parenthesis.
        while i + 1 < bytes.count, bytes[i] == UInt8(ascii: "("), bytes[i + 1] == UInt8(ascii: "?") {
            var j = i + 2
            while j < bytes.count, bytes[j] == UInt8(ascii: "-") || (bytes[j] | 0x20 >= UInt8(ascii: "a") && bytes[j] | 0x20 <= UInt8(ascii: "z")) {
                j += 1
            }
            guard j < bytes.count, bytes[j] == UInt8(ascii: ")") else { break }
            i = j + 1
        }
        return i < bytes.count && bytes[i] == UInt8(ascii: "^")
    }

    static func compile(_ next: Next, _ id: (String) -> Int) -> CompiledNext {
        switch next {
        case .stay: return .stay
        case .push(let names): return .push(names.map(id))
        case .pushSelf: return .pushSelf
        case .pop(let n): return .pop(n)
        case .goto(let name): return .goto(id(name))
        case .popPush(let n, let names): return .popPush(n, names.map(id))
        case .pushIfLast(let text, let name): return .pushIfLast(Array(text.utf8), id(name))
        case .pushUnlessTop(let name): return .pushUnlessTop(id(name))
        case .reset: return .reset
        case .ifState(let depth, let states, let then, let otherwise):
            return .ifState(depth: depth, states: states.map(id), then: compile(then, id), otherwise: compile(otherwise, id))
        }
    }

    /// A state change named in an action, resolved when it happens (rare: heredoc ends).
    func resolve(_ next: Next) -> CompiledNext {
        Self.compile(next) { stateIndex[$0] ?? 0 }
    }
}

/// One lexing run over one piece of code: the token list being built and the state stacks of
/// the languages delegated to (Rouge keeps a delegated lexer's state between delegations).
final class LexRun {
    // A run belongs to one thread, and `emit` runs once per token: in memory the run owns,
    // not an array, whose uniqueness check and exclusive-access check on every append cost
    // more than the appends themselves.
    private var tokenBase: UnsafeMutablePointer<Token>
    private var tokenCapacity: Int
    private var tokenCount = 0
    /// The tokens so far, as an array (a copy).
    var tokens: [Token] { Array(UnsafeBufferPointer(start: tokenBase, count: tokenCount)) }
    private let match: PCREMatch
    /// The state a lexer instance keeps between its own calls (Rouge keeps it in the instance):
    /// its stack, the languages it delegated to with their kept state, and (Markdown) its open
    /// fences. A delegation that keeps state continues the instance; one that does not is a
    /// fresh instance, whose own delegates start afresh too (Rouge's `find_fancy` makes a new
    /// lexer for each Markdown fence, and a template lexer's `start` resets its HTML parent).
    struct Instance {
        var stack: [Int]
        var delegates: [String: Instance] = [:]
        var fences: [Fence] = []
    }
    /// An unclosed Markdown fence: the fence, the language of its lines (nil: plain text of
    /// `plain`'s class) and that language's instance, kept from line to line.
    struct Fence {
        var fence: [UInt8]
        var language: String?
        var plain: TokenClass
        var instance: Instance
    }
    /// The kept state of the languages the instance being lexed delegated to.
    private var delegateStacks: [String: Instance] = [:]
    /// Text a rule remembered for a later one (a heredoc's terminator).
    private var saved: [UInt8] = []
    /// The Markdown fences the instance being lexed left open, innermost last.
    private var fences: [Fence] = []
    /// Where an action that decides its own extent ended (see `markdownFenceClose`).
    private var consumedTo: Int?
    /// Braces opened in Tcl strings and not yet closed (Rouge's `@brace_count`).
    private var braceCount = 0
    /// The indentation of the C block Cython is in, once seen (Rouge's `@indentation`).
    private var indentation: Int?
    /// Ruby's heredocs opened on the current line: whether the end may be indented, the name.
    private var heredocs: [(tolerant: Bool, name: [UInt8])] = []
    /// Rule attempts and steps taken, for the tests that bound work on hostile input.
    private(set) var steps = 0
    /// Bytes PCRE2 read, when measured (`measureExamined`).
    var examined: Int { match.examined ?? 0 }

    /// Measures the bytes PCRE2 reads from now on, stopping the run once they pass `limit`.
    func measureExamined(limit: Int) {
        match.examined = 0
        match.examinedLimit = limit
    }
    /// A pattern hit PCRE2's limits: lexing stopped, and nothing more is emitted (the caller
    /// gives the rest of the code as plain text).
    @exclusivity(unchecked) private(set) var stoppedAtLimit = false

    /// Rouge gives up on a position after this many matches in a row that consume nothing.
    private static let maxNullSteps = 5
    /// Nesting beyond this depth stops growing the stack (a guard against pathological input;
    /// Rouge has none, real code never comes close).
    private static let maxStackDepth = 512

    init(expectedTokens: Int = 0) {
        match = PCREMatch.borrow()
        tokenCapacity = max(expectedTokens, 16)
        tokenBase = .allocate(capacity: tokenCapacity)
    }

    deinit {
        tokenBase.deallocate()  // `Token` is trivial: nothing to deinitialize
        match.examined = nil
        PCREMatch.giveBack(match)
    }

    /// The tokens, without copying them (valid only inside `body`).
    func withTokens<R>(_ body: (UnsafeBufferPointer<Token>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: tokenBase, count: tokenCount))
    }

    /// After a run that stopped at PCRE2's limits: what was lexed stays, the rest of the
    /// `count` bytes is plain text (Rouge's plain-text output for it), so the code is still
    /// shown whole.
    func endWithPlainText(upTo count: Int) {
        guard stoppedAtLimit else { return }
        let lexed = tokenCount > 0 ? tokenBase[tokenCount - 1].range.upperBound : 0
        if tokenCount > 0, tokenBase[tokenCount - 1].tokenClass == .text {
            tokenBase[tokenCount - 1].range = tokenBase[tokenCount - 1].range.lowerBound..<count
        } else if lexed < count {
            append(Token(tokenClass: .text, range: lexed..<count))
        }
    }

    @inline(__always)
    private func append(_ token: Token) {
        if tokenCount == tokenCapacity {
            let grown = UnsafeMutablePointer<Token>.allocate(capacity: tokenCapacity * 2)
            grown.moveInitialize(from: tokenBase, count: tokenCount)
            tokenBase.deallocate()
            tokenBase = grown
            tokenCapacity *= 2
        }
        (tokenBase + tokenCount).initialize(to: token)
        tokenCount += 1
    }

    func lex(_ lexer: CompiledLexer, _ code: UnsafeBufferPointer<UInt8>, base: Int, stack: inout [Int]) {
        if stoppedAtLimit { return }
        // `consumedTo` belongs to the run it was set in: an action that lexes a part with
        // another lexer (a Markdown fence's line, in Markdown) sets it for its own run before
        // the nested run's actions read and clear theirs. Shared, the nested run took the outer
        // end (in the wrong coordinates) and the outer run went on from its match end instead,
        // lexing the fence's line break again: tokens out of order (FuzzHighlight's crash).
        let outerConsumedTo = consumedTo
        consumedTo = nil
        defer { consumedTo = outerConsumedTo }
        if let custom = lexer.custom {
            custom(self, code, base)
            return
        }
        let tables = lexer.tables, regexes = lexer.regexes, bytePatterns = lexer.bytePatterns
        let dispatch = tables.dispatch, byteClass = tables.byteClass, classCount = tables.classCount
        // Counted locally: a stored property would be checked for exclusive access per attempt.
        var attempts = 0
        defer { steps &+= attempts }
        var pos = 0
        var nullSteps = 0
        let count = code.count
        // Per precondition, the last run scanned: from where, and where it stopped. A later
        // position inside that run stops at the same byte, so each run is scanned once.
        var scanned = [Int](repeating: -1, count: tables.preconditionCount * 2)
        // Per absorbing loop, where it reaches from failed attempts; made on the first failure.
        var reach: [LoopReach] = []
        let ends = UnsafeMutablePointer<Int>.allocate(capacity: AbsorbingLoop.maxEnds)
        defer { ends.deallocate() }
        var interiors: [InteriorLoopRun?] = []
        // Per absorbing loop with success facts, the last match's lead end and loop end (see
        // `AbsorbingLoop.successRest`); made on the first such match.
        var successes: [Int] = []
        var watch: SuccessWatch? = nil
        outer: while pos < count {
            let byte = code[pos]
            let range = dispatch[stack[stack.count - 1] &* classCount &+ Int(byteClass[Int(byte)])]
            let lineStart = pos == 0 || code[pos - 1] == UInt8(ascii: "\n")
            var candidate = Int(range.start)
            let lastCandidate = Int(range.end)
            while candidate < lastCandidate {
                let number = Int(tables.candidates[candidate])
                candidate &+= 1
                attempts &+= 1
                let fast = tables.fast[number]
                if fast.atLineStart && !lineStart { continue }
                if fast.precondition >= 0 {
                    let index = Int(fast.precondition)
                    let condition = tables.preconditions[index]
                    var stop: Int
                    if scanned[2 &* index] >= 0, scanned[2 &* index] <= pos, pos <= scanned[2 &* index &+ 1] {
                        stop = scanned[2 &* index &+ 1]
                    } else {
                        stop = pos
                        while stop < count, condition.run.contains(code[stop]) { stop &+= 1 }
                        scanned[2 &* index] = pos
                        scanned[2 &* index &+ 1] = stop
                    }
                    if stop == count || code[stop] != condition.then { continue }
                }
                let end: Int
                if bytePatterns.count[number] != 0 {
                    guard let matchEnd = bytePatterns.match(number, code, at: pos) else { continue }
                    end = matchEnd
                } else {
                    if fast.loop >= 0, !reach.isEmpty {
                        // An earlier failure answers for this position (see `AbsorbingLoop`).
                        let loop = tables.loops[Int(fast.loop)]
                        if let found = loop.leadEnds(code, at: pos, into: ends) {
                            var absorbed = true
                            for k in 0..<found where !reach[Int(fast.loop)].absorbs(ends[k], loop: loop, code) {
                                absorbed = false
                                break
                            }
                            if absorbed { continue }
                        }
                    }
                    if fast.success > 0, !successes.isEmpty, successes[2 &* Int(fast.loop)] >= 0,
                        tables.loops[Int(fast.loop)].leadEnds(code, at: pos, into: ends) == 1,
                        successes[2 &* Int(fast.loop)] <= ends[0], ends[0] <= successes[2 &* Int(fast.loop) &+ 1]
                    {
                        // An earlier match answers for this position: it matches its lead.
                        end = ends[0]
                    } else {
                    var interior: InteriorLoopRun? = nil
                    if fast.interior >= 0 {
                        if interiors.isEmpty { interiors = Array(repeating: nil, count: tables.interiorLoops.count) }
                        interior = interiors[Int(fast.interior)] ?? InteriorLoopRun(tables.interiorLoops[Int(fast.interior)], code, match)
                        interiors[Int(fast.interior)] = interior
                        match.calloutHandler = interior!.handler
                    }
                    if fast.success > 0 {
                        if watch == nil { watch = SuccessWatch() }
                        watch!.start(number: Int(fast.success), inner: match.calloutHandler)
                        match.calloutHandler = watch!.handler
                    }
                    let outcome = match.match(number, of: regexes, in: code, at: pos)
                    if interior != nil || fast.success > 0 { match.calloutHandler = nil }
                    if let interior { interior.finish(failed: outcome == .noMatch) }
                    switch outcome {
                    case .noMatch:
                        if fast.loop >= 0 {
                            let loop = tables.loops[Int(fast.loop)]
                            if let found = loop.leadEnds(code, at: pos, into: ends), found > 0 {
                                if reach.isEmpty { reach = Array(repeating: LoopReach(), count: tables.loops.count) }
                                reach[Int(fast.loop)].seed(UnsafeBufferPointer(start: ends, count: found), at: pos)
                            }
                        }
                        continue
                    case .limit:
                        stoppedAtLimit = true
                        return
                    case .matched(let matchEnd):
                        end = matchEnd
                        if fast.success > 0, let last = watch?.last, tables.loops[Int(fast.loop)].leadEnds(code, at: pos, into: ends) == 1,
                            ends[0] == matchEnd, last >= matchEnd
                        {
                            if successes.isEmpty { successes = Array(repeating: -1, count: 2 &* tables.loops.count) }
                            successes[2 &* Int(fast.loop)] = matchEnd
                            successes[2 &* Int(fast.loop) &+ 1] = last
                        }
                    }
                    }
                }
                if end == pos {
                    nullSteps += 1
                    if nullSteps > Self.maxNullSteps { break }
                } else {
                    nullSteps = 0
                }
                let start = pos
                pos = end
                switch fast.kind {
                case .token:
                    emit(fast.token, base + start..<base + end)
                case .groups:
                    for group in 0..<Int(fast.groupCount) {
                        guard let range = match.range(group + 1), !range.isEmpty else { continue }
                        emit(tables.groupTokens[Int(fast.groupStart) + group], base + range.lowerBound..<base + range.upperBound)
                    }
                case .lookup:
                    let word = UnsafeBufferPointer(rebasing: code[start..<end])
                    emit(lexer.words.lookup(Int(fast.lookup), word) ?? fast.token, base + start..<base + end)
                case .other:
                    let next = performOther(lexer.rules[number], lexer: lexer, code: code, base: base, start: start, end: end, stack: stack)
                    if stoppedAtLimit { return }
                    // An action that took less or more than its match (a Markdown fence's close).
                    if let taken = consumedTo {
                        pos = max(taken, start + 1)
                        consumedTo = nil
                    }
                    change(&stack, next, code: code, start: start, end: end)
                    continue outer
                }
                switch fast.nextKind {
                case .stay: break
                case .pushOne:
                    if stack.count < Self.maxStackDepth { stack.append(Int(fast.nextArg)) }
                case .pop: popStack(&stack, Int(fast.nextArg))
                case .goto: stack[stack.count - 1] = Int(fast.nextArg)
                case .pushSelf:
                    if stack.count < Self.maxStackDepth { stack.append(stack[stack.count - 1]) }
                case .other: change(&stack, lexer.rules[number].next, code: code, start: start, end: end)
                }
                continue outer
            }
            // No rule matched: one character as an error, as Rouge's `stream.getch`.
            attempts &+= 1
            nullSteps = 0
            let length = Self.characterLength(byte)
            let end = min(pos + length, count)
            emit(.err, base + pos..<base + end)
            pos = end
        }
    }

    /// Performs an action of the uncommon kinds; returns the state change (the rule's own
    /// unless the action decides it).
    private func performOther(
        _ rule: CompiledLexer.CompiledRule, lexer: CompiledLexer, code: UnsafeBufferPointer<UInt8>, base: Int, start: Int, end: Int,
        stack: [Int]
    ) -> CompiledLexer.CompiledNext {
        switch rule.action {
        case .popThrough(let state, let found, let otherwise, let counted):
            let target = lexer.resolve(.goto(state))
            guard case .goto(let id) = target, let depth = stack.lastIndex(of: id), depth > 0, !counted || braceCount == 0 else {
                if counted { braceCount -= 1 }
                emit(otherwise, base + start..<base + end)
                return .stay
            }
            emit(found, base + start..<base + end)
            return .pop(stack.count - depth)
        case .countUp(let t):
            braceCount += 1
            emit(t, base + start..<base + end)
            return rule.next
        case .indentSave(let t, let next, let dedent):
            emit(t, base + start..<base + end)
            if let known = indentation, known > end - start {
                indentation = nil
                return lexer.resolve(dedent)
            }
            if indentation == nil { indentation = end - start }
            return lexer.resolve(next)
        case .indentForget(let next):
            indentation = nil
            return lexer.resolve(next)
        case .matchSaved(let group, let equal, let equalNext, let other, let otherNext):
            let text = match.range(group).map { Array(code[$0]) } ?? []
            let same = text == saved
            emit(same ? equal : other, base + start..<base + end)
            return lexer.resolve(same ? equalNext : otherNext)
        case .classify(let decide):
            let (t, n) = decide(String(decoding: UnsafeBufferPointer(rebasing: code[start..<end]), as: UTF8.self))
            emit(t, base + start..<base + end)
            return lexer.resolve(n)
        case .yaml(let step):
            return yaml(step, start..<end, lexer: lexer, code: code, base: base) ?? rule.next
        case .heredocTest:
            return heredocTest(start..<end, code: code, base: base)
        case .indentation(let t):
            emit(t, base + start..<base + end)
            let indent = Array(code[start..<end])
            lastIndentation = indent
            if let block = blockState, let blockIndent = blockIndentation, indent.count > blockIndent.count,
                Array(indent[0..<blockIndent.count]) == blockIndent
            {
                return lexer.resolve(.push([block]))
            }
            blockState = nil
            blockIndentation = nil
            return lexer.resolve(.push(["content"]))
        case .startsBlock(let t, let state, let resetting):
            emit(t, base + start..<base + end)
            if let resetting { delegateStacks[resetting] = nil }
            blockState = state
            blockIndentation = lastIndentation
            return rule.next
        case .markdownFence(let fallback):
            return markdownFence(fallback: fallback, lexer: lexer, code: code, base: base)
        case .markdownFenceClose:
            guard let top = fences.last, let indent = match.range(1), let fence = match.range(2),
                code[fence].starts(with: top.fence)
            else { return markdownFenceLine(from: start, code: code, base: base) }
            emit(.text, base + indent.lowerBound..<base + indent.upperBound)
            emit(.p, base + fence.lowerBound..<base + fence.lowerBound + top.fence.count)
            consumedTo = fence.lowerBound + top.fence.count
            fences.removeLast()
            return .pop(1)
        case .markdownFenceLine:
            return markdownFenceLine(from: start, code: code, base: base)
        default:
            perform(rule.action, matched: start..<end, lexer: lexer, code: code, base: base)
            return rule.next
        }
    }

    /// Rouge's Markdown fence rule (see `Action.markdownFence`): `find_fancy(name.empty? ? "guess"
    /// : name, body)`, an ambiguous guess taking its first lexer; with no body (unclosed), a
    /// guess has only `?mimetype=` to go on.
    private func markdownFence(fallback: TokenClass, lexer: CompiledLexer, code: UnsafeBufferPointer<UInt8>, base: Int) -> CompiledLexer.CompiledNext {
        let groups = (1...6).map { match.range($0) }
        for (i, t) in [TokenClass.text, .p, .nl].enumerated() {
            if let range = groups[i] { emit(t, base + range.lowerBound..<base + range.upperBound) }
        }
        let name = groups[2].map { String(decoding: code[$0], as: UTF8.self).trimmingASCIISpaces() } ?? ""
        let language = name.isEmpty ? "guess" : name
        func lexerTag(for body: [UInt8]) -> String? {
            let base = Highlighter.baseName(language)
            if base == "guess" { return Guesser.guess(body, mimetype: Highlighter.option("mimetype", in: language)).first }
            return Languages.lexer(named: base) != nil ? base : nil
        }
        if let closing = groups[5] {
            if let body = groups[3], !body.isEmpty {
                if let tag = lexerTag(for: Array(code[body])) {
                    delegate(tag, keep: false, body, code: code, base: base)
                } else {
                    emit(fallback, base + body.lowerBound..<base + body.upperBound)
                }
            }
            if let breakRange = groups[4] { emit(.text, base + breakRange.lowerBound..<base + breakRange.upperBound) }
            emit(.p, base + closing.lowerBound..<base + closing.upperBound)
            return .stay
        }
        let tag = Highlighter.baseName(language) == "guess"
            ? Guesser.guess([], mimetype: Highlighter.option("mimetype", in: language)).first : lexerTag(for: [])
        let sub = tag.flatMap { $0 == "plaintext" ? nil : Languages.lexer(named: $0) }
        fences.append(Fence(fence: groups[1].map { Array(code[$0]) } ?? [], language: sub == nil ? nil : tag,
                            plain: tag == nil ? fallback : .text, instance: Instance(stack: sub?.initialStack ?? [])))
        return lexer.resolve(.push(["markdown_fence"]))
    }

    /// One line of an unclosed Markdown fence (through its line break), lexed by the fence's
    /// language in its kept state. A last line without a break matches nothing in Rouge: its
    /// first character is an error, as for any text no rule takes.
    private func markdownFenceLine(from start: Int, code: UnsafeBufferPointer<UInt8>, base: Int) -> CompiledLexer.CompiledNext {
        guard let newline = code[start...].firstIndex(of: UInt8(ascii: "\n")) else {
            let end = min(start + Self.characterLength(code[start]), code.count)
            emit(.err, base + start..<base + end)
            consumedTo = end
            return .stay
        }
        let line = start..<newline + 1
        consumedTo = line.upperBound
        guard var top = fences.popLast() else {
            emit(.text, base + line.lowerBound..<base + line.upperBound)
            return .stay
        }
        if let language = top.language, let sub = Languages.lexer(named: language) {
            lex(sub, UnsafeBufferPointer(rebasing: code[line]), base: base + line.lowerBound, instance: &top.instance)
        } else {
            emit(top.plain, base + line.lowerBound..<base + line.upperBound)
        }
        fences.append(top)
        return .stay
    }

    private func change(_ stack: inout [Int], _ next: CompiledLexer.CompiledNext, code: UnsafeBufferPointer<UInt8>, start: Int, end: Int) {
        switch next {
        case .stay: break
        case .push(let ids):
            for id in ids where stack.count < Self.maxStackDepth { stack.append(id) }
        case .pushSelf:
            if stack.count < Self.maxStackDepth { stack.append(stack[stack.count - 1]) }
        case .pop(let n): popStack(&stack, n)
        case .goto(let id): stack[stack.count - 1] = id
        case .popPush(let n, let ids):
            popStack(&stack, n)
            for id in ids where stack.count < Self.maxStackDepth { stack.append(id) }
        case .reset:
            stack = [stack[0]]
        case .pushUnlessTop(let id):
            if stack[stack.count - 1] != id, stack.count < Self.maxStackDepth { stack.append(id) }
        case .pushIfLast(let text, let id):
            if end - start >= text.count, Array(code[(end - text.count)..<end]) == text, stack.count < Self.maxStackDepth {
                stack.append(id)
            }
        case .ifState(let depth, let states, let then, let otherwise):
            let at = stack.count - 1 - depth
            change(&stack, at >= 0 && states.contains(stack[at]) ? then : otherwise, code: code, start: start, end: end)
        }
    }

    private func heredocTest(_ range: Range<Int>, code: UnsafeBufferPointer<UInt8>, base: Int) -> CompiledLexer.CompiledNext {
        var line = Array(code[range])
        func isSpace(_ b: UInt8) -> Bool { b == 32 || (b >= 9 && b <= 13) || b == 0 }
        while let last = line.last, isSpace(last) { line.removeLast() }
        if heredocs.first?.tolerant == true { line = Array(line.drop(while: isSpace)) }
        if let first = heredocs.first, line == first.name {
            heredocs.removeFirst()
            emit(.no, base + range.lowerBound..<base + range.upperBound)
            return .pop(heredocs.isEmpty ? 2 : 1)
        }
        emit(.sh, base + range.lowerBound..<base + range.upperBound)
        return .pop(1)
    }

    /// Rouge's `Indentation` mixin: the block a rule started (its state and the indentation of
    /// the line that started it) and the last line's indentation.
    private var blockState: String?
    private var blockIndentation: [UInt8]?
    private var lastIndentation: [UInt8] = []

    /// Rouge's YAML indentation: the levels open, the level the current line reaches, and an
    /// explicit block-scalar indentation.
    private var yamlLevels: [Int] = [0]
    private var yamlNext = 0
    private var yamlBlockScalar: Int?

    private func yamlSave(_ size: Int) -> Int {
        yamlNext = size
        while size < yamlLevels[yamlLevels.count - 1] && yamlLevels.count > 1 { yamlLevels.removeLast() }
        if size < yamlLevels[yamlLevels.count - 1] { yamlLevels[yamlLevels.count - 1] = size }
        return min(size, yamlLevels[yamlLevels.count - 1])
    }

    private func yamlSetIndent(_ size: Int, implicit: Bool) {
        if yamlLevels[yamlLevels.count - 1] < yamlNext { yamlLevels.append(yamlNext) }
        if !implicit { yamlNext += size }
    }

    /// Performs a YAML step; returns the state change when the step decides it.
    private func yaml(_ step: YAMLStep, _ range: Range<Int>, lexer: CompiledLexer, code: UnsafeBufferPointer<UInt8>, base: Int) -> CompiledLexer.CompiledNext? {
        let size = range.count
        let whole = base + range.lowerBound..<base + range.upperBound
        switch step {
        case .reset(let t):
            emit(t, whole)
            yamlLevels = [0]
            yamlNext = 0
            yamlBlockScalar = nil
            return nil
        case .lineIndent:
            let indent = yamlLevels[yamlLevels.count - 1]
            if size < indent {
                let kept = yamlSave(size)
                emit(.text, whole.lowerBound..<whole.lowerBound + kept)
                emit(.err, whole.lowerBound + kept..<whole.upperBound)
            } else {
                yamlNext = size
                emit(.text, whole)
            }
            return nil
        case .continueIndent:
            emit(.text, whole)
            yamlNext += size
            return nil
        case .indicator:
            yamlSetIndent(size, implicit: false)
            emit(.pi, whole)
            return nil
        case .key, .keyOf:
            if let key = match.range(1), let colon = match.range(2) {
                let keyClass: TokenClass
                if case .keyOf(let given) = step { keyClass = given } else { keyClass = .na }
                emit(keyClass, base + key.lowerBound..<base + key.upperBound)
                emit(.pi, base + colon.lowerBound..<base + colon.upperBound)
            }
            yamlSetIndent(size, implicit: true)
            return nil
        case .blockSpaces:
            let mark = min(yamlBlockScalar ?? size, size)
            emit(.text, whole.lowerBound..<whole.lowerBound + max(mark, 0))
            emit(.no, whole.lowerBound + max(mark, 0)..<whole.upperBound)
            return nil
        case .blockIndent:
            emit(.text, whole)
            let dedent = yamlBlockScalar ?? yamlLevels[yamlLevels.count - 1]
            if yamlBlockScalar == nil { yamlBlockScalar = size }
            if size < dedent {
                _ = yamlSave(size)
                return lexer.resolve(.popPush(1, ["indentation"]))
            }
            return nil
        case .blockHeader:
            yamlBlockScalar = nil
            if size > 0 {
                // Ruby's `to_i` of the header: a leading sign and digits, else 0.
                let text = Array(code[range])
                var sign = 1, i = 0, value = 0
                if i < text.count && (text[i] == UInt8(ascii: "+") || text[i] == UInt8(ascii: "-")) {
                    sign = text[i] == UInt8(ascii: "-") ? -1 : 1
                    i += 1
                }
                while i < text.count && text[i] >= 48 && text[i] <= 57 { value = value * 10 + Int(text[i] - 48); i += 1 }
                yamlBlockScalar = yamlLevels[yamlLevels.count - 1] + sign * value
                emit(.pi, whole)
            }
            return lexer.resolve(.goto("ignored_line"))
        case .plainNewLine:
            emit(.text, whole)
            if size <= yamlLevels[yamlLevels.count - 1] {
                _ = yamlSave(size)
                return lexer.resolve(.popPush(2, ["indentation"]))
            }
            return .pop(1)
        }
    }

    private func popStack(_ stack: inout [Int], _ n: Int) {
        // Rouge's stack never empties in practice; keep the root so lexing can go on.
        let keep = max(1, stack.count - n)
        // One element at a time: `removeLast(k)` goes through the generic `replaceSubrange`
        // (about 95 instructions a pop in callgrind, against a few here; k is almost always 1).
        while stack.count > keep { stack.removeLast() }
    }

    private func perform(_ action: Action, matched: Range<Int>, lexer: CompiledLexer, code: UnsafeBufferPointer<UInt8>, base: Int) {
        switch action {
        case .token(let t):
            emit(t, base + matched.lowerBound..<base + matched.upperBound)
        case .groups(let actions):
            // Ranges are read before a delegation reuses the match data.
            let ranges = (0..<actions.count).map { match.range($0 + 1) }
            for (i, action) in actions.enumerated() {
                guard let range = ranges[i], !range.isEmpty else { continue }
                switch action {
                case .token(let t): emit(t, base + range.lowerBound..<base + range.upperBound)
                case .delegate(let language, let keep): delegate(language, keep: keep, range, code: code, base: base)
                }
            }
        case .lookup(let table, let otherwise):
            let text = String(decoding: UnsafeBufferPointer(rebasing: code[matched]), as: UTF8.self)
            emit(table[text] ?? otherwise, base + matched.lowerBound..<base + matched.upperBound)
        case .lookupUppercased(let table, let otherwise):
            let text = String(decoding: UnsafeBufferPointer(rebasing: code[matched]), as: UTF8.self).uppercased()
            emit(table[text] ?? otherwise, base + matched.lowerBound..<base + matched.upperBound)
        case .delegate(let language, let keep):
            delegate(language, keep: keep, matched, code: code, base: base)
        case .delegateByMediaType:
            // Rouge: `Lexer.guess_by_mimetype(value.split(';')[0].downcase)`.
            let type = saved.split(separator: UInt8(ascii: ";"), maxSplits: 1, omittingEmptySubsequences: false).first ?? []
            let tag = Languages.tag(forMimetype: String(decoding: type, as: UTF8.self).lowercased()) ?? "plaintext"
            delegate(tag, keep: false, matched, code: code, base: base)
        case .groupsSaving(let actions, let save):
            saved = match.range(save).map { Array(code[$0]) } ?? []
            perform(.groups(actions), matched: matched, lexer: lexer, code: code, base: base)
        case .matchSaved: break
        case .heredocOpen:
            guard let op = match.range(1), let name = match.range(3) else { break }
            emit(.o, base + op.lowerBound..<base + op.upperBound)
            emit(.no, base + op.upperBound..<base + matched.upperBound)
            let operatorText = Array(code[op])
            heredocs.append((tolerant: operatorText.count == 3, name: Array(code[name])))
        case .heredocTest, .yaml, .classify, .indentation, .startsBlock, .popThrough, .countUp, .indentSave, .indentForget,
            .markdownFence, .markdownFenceClose, .markdownFenceLine: break
        case .delegateClosing(let language, let state):
            delegate(language, keep: true, matched, code: code, base: base)
            if let sub = Languages.lexer(named: language), let top = delegateStacks[language]?.stack.last, top == sub.stateNumber(state),
                let count = delegateStacks[language]?.stack.count, count > 1
            {
                delegateStacks[language]?.stack.removeLast()
            }
        case .tokenResetting(let t, let language):
            delegateStacks[language] = nil
            emit(t, base + matched.lowerBound..<base + matched.upperBound)
        }
    }

    /// Lexes `range` with another language as a separate text (its `^` and lookbehinds see
    /// only that text, as in Rouge), continuing that language's state from its last use.
    private func delegate(_ language: String, keep: Bool, _ range: Range<Int>, code: UnsafeBufferPointer<UInt8>, base: Int) {
        guard let sub = Languages.lexer(named: language) ?? Languages.helperLexer(named: language) else {
            emit(.text, base + range.lowerBound..<base + range.upperBound)
            return
        }
        var instance = (keep ? delegateStacks.removeValue(forKey: language) : nil) ?? Instance(stack: sub.initialStack)
        lex(sub, UnsafeBufferPointer(rebasing: code[range]), base: base + range.lowerBound, instance: &instance)
        if keep { delegateStacks[language] = instance }
    }

    /// Lexes with one instance's kept state: its delegates and fences in place of the caller's
    /// while it runs, so an instance nested in another (a language inside a Markdown fence
    /// inside Markdown) neither reads nor changes the outer one's.
    private func lex(_ lexer: CompiledLexer, _ code: UnsafeBufferPointer<UInt8>, base: Int, instance: inout Instance) {
        // Swapped, not copied: neither side's storage is shared while the other changes it.
        swap(&delegateStacks, &instance.delegates)
        swap(&fences, &instance.fences)
        lex(lexer, code, base: base, stack: &instance.stack)
        swap(&delegateStacks, &instance.delegates)
        swap(&fences, &instance.fences)
    }

    /// Appends a token, merged into the previous one when the class is the same (Rouge merges
    /// consecutive tokens of one type).
    @inline(__always)
    func emit(_ tokenClass: TokenClass, _ range: Range<Int>) {
        guard !range.isEmpty, !stoppedAtLimit else { return }
        if tokenCount > 0 {
            let last = tokenBase + (tokenCount - 1)
            if last.pointee.tokenClass == tokenClass, last.pointee.range.upperBound == range.lowerBound {
                last.pointee.range = last.pointee.range.lowerBound..<range.upperBound
                return
            }
        }
        append(Token(tokenClass: tokenClass, range: range))
    }

    @inline(__always)
    static func characterLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: return 4
        case 0xE0...: return 3
        case 0xC0...: return 2
        default: return 1
        }
    }
}

extension String {
    func trimmingASCIISpaces() -> String {
        let bytes = Array(utf8)
        var i = 0, j = bytes.count
        while i < j && (bytes[i] == 32 || (bytes[i] >= 9 && bytes[i] <= 13)) { i += 1 }
        while j > i && (bytes[j - 1] == 32 || (bytes[j - 1] >= 9 && bytes[j - 1] <= 13)) { j -= 1 }
        return String(decoding: bytes[i..<j], as: UTF8.self)
    }
}

/// The word tables of a lexer's `lookup` rules, keyed by bytes: an identifier is looked up
/// without making a String of it or hashing it with SipHash (one lookup per word of code).
final class WordTables: Sendable {
    private let pool: [UInt8]
    /// Per table: where its slots start, and the slot count minus one (a power of two).
    private let tableStart: [Int]
    private let tableMask: [Int]
    /// An entry number plus one; 0 is an empty slot (open addressing, linear probing).
    private let slots: [Int32]
    private let entryStart: [Int32]
    private let entryLength: [Int32]
    private let entryClass: [TokenClass]

    init(_ tables: [[String: TokenClass]]) {
        var pool: [UInt8] = [], tableStart: [Int] = [], tableMask: [Int] = [], slots: [Int32] = []
        var entryStart: [Int32] = [], entryLength: [Int32] = [], entryClass: [TokenClass] = []
        for table in tables {
            var size = 8
            while size < table.count * 2 { size *= 2 }
            let start = slots.count
            slots += Array(repeating: 0, count: size)
            tableStart.append(start)
            tableMask.append(size - 1)
            for (word, tokenClass) in table {
                let bytes = Array(word.utf8)
                var slot = bytes.withUnsafeBufferPointer { Int(truncatingIfNeeded: Self.hash($0)) } & (size - 1)
                while slots[start + slot] != 0 { slot = (slot + 1) & (size - 1) }
                entryStart.append(Int32(pool.count))
                entryLength.append(Int32(bytes.count))
                entryClass.append(tokenClass)
                pool += bytes
                slots[start + slot] = Int32(entryClass.count)
            }
        }
        self.pool = pool
        self.tableStart = tableStart
        self.tableMask = tableMask
        self.slots = slots
        self.entryStart = entryStart
        self.entryLength = entryLength
        self.entryClass = entryClass
    }

    @inline(__always)
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
        for byte in bytes { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return h ^ (h >> 29)
    }

    /// The class of `word` in table `table`, nil when the word is not in it.
    func lookup(_ table: Int, _ word: UnsafeBufferPointer<UInt8>) -> TokenClass? {
        let mask = tableMask[table], start = tableStart[table]
        var slot = Int(truncatingIfNeeded: Self.hash(word)) & mask
        while true {
            let entry = Int(slots[start + slot])
            if entry == 0 { return nil }
            let length = Int(entryLength[entry - 1])
            if length == word.count {
                let offset = Int(entryStart[entry - 1])
                let same = pool.withUnsafeBufferPointer { pool in
                    word.count == 0 || memcmp(pool.baseAddress! + offset, word.baseAddress!, length) == 0
                }
                if same { return entryClass[entry - 1] }
            }
            slot = (slot + 1) & mask
        }
    }
}

/// The callout at the end of a rule's loop (see `AbsorbingLoop.successRest`): where it was
/// last, in the real match (not the measuring ones); other callouts go on to `inner`.
final class SuccessWatch {
    private var number = 0
    private(set) var last = -1
    private var inner: ((Int, Int, Bool) -> Bool)?
    private(set) var handler: ((Int, Int, Bool) -> Bool)!

    init() {
        handler = { [unowned self] number, position, remember in
            if number == self.number {
                if remember { self.last = position }
                return false
            }
            return self.inner?(number, position, remember) ?? false
        }
    }

    func start(number: Int, inner: ((Int, Int, Bool) -> Bool)?) {
        self.number = number
        self.inner = inner
        last = -1
    }
}

/// A rule's loops at its pattern's callouts during one run (see `AbsorbingLoop.interior`): per
/// callout, the positions it saw in the current attempt, and where its loop reaches from those
/// of failed attempts; kept per text of the groups the continuation refers back to.
final class InteriorLoopRun {
    private struct Site {
        let loop: AbsorbingLoop
        /// Per captured text of `loop.references` (empty when none), the loop's reach.
        var reach: [[UInt8]: LoopReach] = [:]
        var visited: [(position: Int, key: [UInt8])] = []
    }
    private var sites: [Site]
    private let code: UnsafeBufferPointer<UInt8>
    private unowned let match: PCREMatch
    private let ends = UnsafeMutablePointer<Int>.allocate(capacity: AbsorbingLoop.maxEnds)
    private(set) var handler: ((Int, Int, Bool) -> Bool)!
    /// Distinct captured texts learnt per callout; beyond, facts are not learnt.
    private static let maxKeys = 16

    init(_ loops: [AbsorbingLoop], _ code: UnsafeBufferPointer<UInt8>, _ match: PCREMatch) {
        sites = loops.map { Site(loop: $0) }
        self.code = code
        self.match = match
        handler = { [unowned self] number, position, remember in self.callout(number - 1, at: position, remember: remember) }
    }

    deinit { ends.deallocate() }

    /// The text of the referenced groups at the callout, each with its length (-1 unset).
    private func key(_ loop: AbsorbingLoop) -> [UInt8] {
        var key: [UInt8] = []
        for group in loop.references {
            if let range = match.calloutCapture(group) {
                withUnsafeBytes(of: range.count) { key += $0 }
                key += code[range]
            } else {
                withUnsafeBytes(of: -1) { key += $0 }
            }
        }
        return key
    }

    /// Whether the continuation at callout `site` from `position` is known to fail.
    private func callout(_ site: Int, at position: Int, remember: Bool) -> Bool {
        guard site >= 0, site < sites.count else { return false }
        let loop = sites[site].loop
        guard let found = loop.leadEnds(code, at: position, into: ends) else { return false }
        if found == 0 { return true }
        let key = loop.references.isEmpty ? [] : key(loop)
        if sites[site].reach[key] != nil {
            var absorbed = true
            for k in 0..<found where !sites[site].reach[key]!.absorbs(ends[k], loop: loop, code) {
                absorbed = false
                break
            }
            if absorbed { return true }
        }
        // A bounded record: a position left out is only a fact not learnt.
        if remember, sites[site].visited.count < 64 { sites[site].visited.append((position, key)) }
        return false
    }

    /// After an attempt: when it failed, each continuation failed from every position seen.
    func finish(failed: Bool) {
        for site in sites.indices where !sites[site].visited.isEmpty {
            if failed {
                let loop = sites[site].loop
                sites[site].visited.sort { $0.position < $1.position }
                for (position, key) in sites[site].visited {
                    guard let found = loop.leadEnds(code, at: position, into: ends), found > 0 else { continue }
                    if sites[site].reach[key] == nil {
                        guard sites[site].reach.count < Self.maxKeys else { continue }
                        sites[site].reach[key] = LoopReach()
                    }
                    sites[site].reach[key]!.seed(UnsafeBufferPointer(start: ends, count: found), at: position)
                }
            }
            sites[site].visited.removeAll(keepingCapacity: true)
        }
    }
}
