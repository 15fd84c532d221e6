import CPCRE2
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One compiled PCRE2 pattern, JIT-compiled, matched anchored at a byte offset. The only file
/// of the target that touches C pointers.
///
/// Patterns are written in the dialect Rouge's lexers use (Ruby's): `^` and `$` match at line
/// boundaries, `.` stops at a newline unless the rule asks for `(?s)`, `\w` is ASCII.
final class PCRERegex: @unchecked Sendable {
    // Immutable after init; PCRE2 documents compiled code as safe to share between threads.
    private let code: OpaquePointer
    /// Bytes a match can start with (nil: any, for patterns that may match empty or start
    /// with an assertion): lets the lexer skip a rule without calling PCRE2.
    let firstBytes: ByteSet?
    let captureCount: Int
    /// Compiled to machine code (PCRE2's JIT), so the fast entry point applies; false until
    /// `RegexTable` compiles it, for a pattern made with `jit: false`.
    let jitted: Bool

    struct CompileError: Error, CustomStringConvertible {
        let pattern: String
        let message: String
        let offset: Int
        var description: String { "regex error at \(offset): \(message) in \(pattern)" }
    }

    /// - Parameter jit: compile to machine code now; a lexer's patterns leave it to their
    ///   `RegexTable`, which compiles each on its first attempt.
    ///   `anchored: false` makes a pattern that searches (Ruby's `=~`), for `firstMatch`.
    ///   `callouts`: byte offsets of the pattern where PCRE2 calls `PCREMatch.calloutHandler`
    ///   with the callout's number, 1 for the first (see `AbsorbingLoop.interior`).
    init(_ pattern: String, caseless: Bool = false, jit: Bool = true, anchored: Bool = true, callouts: [Int] = []) throws {
        // No start-of-match optimisation: an anchored match gains nothing from it, and its
        // search for a required later character scans ahead up to thousands of bytes on
        // every attempt that fails.
        // Not PCRE2_MATCH_INVALID_UTF: its JIT code in PCRE2 10.42 fails matches like `\S+`
        // over multibyte text; the highlighter validates UTF-8 once before lexing instead.
        var options: UInt32 = PCRE2_MULTILINE | PCRE2_UTF
        if anchored { options |= PCRE2_ANCHORED | PCRE2_NO_START_OPTIMIZE }
        if caseless { options |= PCRE2_CASELESS }
        var errorCode: Int32 = 0
        var errorOffset = 0
        let bytes = Array(pattern.utf8)
        var compiledBytes = bytes
        // From the last offset back, so each insertion leaves the offsets before it valid.
        for (number, offset) in callouts.enumerated().sorted(by: { $0.offset > $1.offset }) {
            compiledBytes.insert(contentsOf: Array("(?C\(number + 1))".utf8), at: offset)
        }
        guard let code = pcre2_compile_8(compiledBytes, compiledBytes.count, options, &errorCode, &errorOffset, nil) else {
            throw CompileError(pattern: pattern, message: Self.message(errorCode), offset: errorOffset)
        }
        self.code = code
        firstBytes = Self.startBytes(pattern: bytes, options: options & ~(PCRE2_ANCHORED | PCRE2_NO_START_OPTIMIZE))
            ?? Self.probedStartBytes(code)
        jitted = jit && pcre2_jit_compile_8(code, PCRE2_JIT_COMPLETE) == 0
        var captures: UInt32 = 0
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_CAPTURECOUNT), &captures)
        captureCount = Int(captures)
    }

    /// The ASCII bytes a match can start with, found by trying each one alone as the subject
    /// with hard partial matching: "no match" there means no text starting with that byte can
    /// match (a lookahead or `\b` that reaches the end of the one-byte subject gives a partial
    /// match, and the matcher sees no text before its start, as here). Bytes from 0x80 are
    /// always admitted. For the patterns PCRE2's own study gives no start set for (a leading
    /// lookahead such as Swift's `(?=\p{Lu})`, or a possible empty match).
    ///
    /// Speed: Swift's four identifier rules that begin with lookaheads were tried, and failed,
    /// at every identifier; with their start bytes known the 1,000-post corpus's code makes
    /// about 10% fewer PCRE2 calls. Costs 128 interpreted one-byte matches per such pattern,
    /// once per lexer.
    private static func probedStartBytes(_ code: OpaquePointer) -> ByteSet? {
        guard let data = pcre2_match_data_create_8(1, nil) else { return nil }
        defer { pcre2_match_data_free_8(data) }
        var set = ByteSet()
        var subject: UInt8 = 0
        for byte in 0..<UInt8(0x80) {
            subject = byte
            let rc = pcre2_match_8(code, &subject, 1, 0, PCRE2_PARTIAL_HARD | PCRE2_NO_JIT, data, nil)
            if rc != PCRE2_ERROR_NOMATCH { set.insert(byte) }
        }
        for byte in UInt8(0x80)...UInt8(0xFF) { set.insert(byte) }
        return set
    }

    deinit { pcre2_code_free_8(code) }

    /// The capture groups (0 the whole match) of the first match in `text` (valid UTF-8),
    /// searching when the pattern was made with `anchored: false`; nil when none, or when the
    /// search hit `PCREMatch`'s limits (a guess must not cost more than lexing does).
    func firstMatch(in text: [UInt8]) -> [Range<Int>?]? {
        let scratch = PCREMatch.borrow()
        defer { PCREMatch.giveBack(scratch) }
        return text.withUnsafeBufferPointer { subject in
            guard case .matched = scratch.match(self, in: subject, at: 0) else { return nil }
            return (0...captureCount).map { scratch.range($0) }
        }
    }

    /// Whether the pattern matches all of `text` from its start (for rules that test a name).
    func matchesWhole(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        let data = pcre2_match_data_create_8(4, nil)
        defer { pcre2_match_data_free_8(data) }
        return bytes.withUnsafeBufferPointer { pcre2_match_8(code, $0.baseAddress, $0.count, 0, 0, data, nil) } > 0
    }

    /// PCRE2 studies only unanchored patterns for the bytes a match can start with, so the
    /// set is read from a second, unanchored compilation that is then freed.
    private static func startBytes(pattern: [UInt8], options: UInt32) -> ByteSet? {
        var errorCode: Int32 = 0
        var errorOffset = 0
        guard let code = pcre2_compile_8(pattern, pattern.count, options, &errorCode, &errorOffset, nil) else { return nil }
        defer { pcre2_code_free_8(code) }
        var minLength: UInt32 = 0
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_MINLENGTH), &minLength)
        if minLength == 0 { return nil }
        var type: UInt32 = 0
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_FIRSTCODETYPE), &type)
        if type == 1 {
            var unit: UInt32 = 0
            pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_FIRSTCODEUNIT), &unit)
            var set = ByteSet()
            set.insert(UInt8(truncatingIfNeeded: unit))
            // PCRE2 does not say whether the unit is caseless (an inline `(?i)`), so letters
            // admit both cases: a wider filter only costs a PCRE2 call.
            let lower = UInt8(truncatingIfNeeded: unit) | 0x20
            if unit < 128, lower >= UInt8(ascii: "a"), lower <= UInt8(ascii: "z") {
                set.insert(lower)
                set.insert(lower & ~0x20)
            }
            return set
        }
        var bitmap: UnsafePointer<UInt8>? = nil
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_FIRSTBITMAP), &bitmap)
        guard let bitmap else { return nil }
        var set = ByteSet()
        for byte in 0..<256 where bitmap[byte >> 3] & (1 << UInt8(byte & 7)) != 0 { set.insert(UInt8(byte)) }
        return set
    }

    private static func message(_ code: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 256)
        let n = pcre2_get_error_message_8(code, &buffer, buffer.count)
        return n > 0 ? String(decoding: buffer[0..<Int(n)], as: UTF8.self) : "error \(code)"
    }
}

/// What one anchored match attempt found.
enum MatchOutcome: Equatable {
    case matched(end: Int)
    case noMatch
    /// PCRE2 stopped at a limit (steps, JIT stack, heap): the pattern was running away.
    case limit
}

/// The patterns of one lexer, numbered, as raw pointers: the lexer's loop tries a pattern by
/// its number without loading (and reference counting) a class per attempt.
///
/// Each pattern is JIT-compiled on its first attempt, not with the lexer: most of a lexer's
/// patterns never run on a given site (the 1,000-post corpus tries about half of Objective-C's),
/// and the JIT compile was most of a lexer's start-up cost. A pattern is only ever matched
/// after its JIT compile finished (or failed), so no thread reads the compiled code while
/// another changes it.
final class RegexTable: @unchecked Sendable {
    // `codes` is immutable after init; `regexes` keeps the compiled code alive. `state` is
    // atomic, and a JIT compile happens under `compiling`, once per pattern.
    private let regexes: [PCRERegex?]
    fileprivate let codes: UnsafeMutablePointer<OpaquePointer?>
    private let state: UnsafeMutablePointer<Atomic<UInt8>>
    private let count: Int
    private static let compiling = Mutex(())

    fileprivate enum JITState {
        static let pending: UInt8 = 0
        static let jitted: UInt8 = 1
        /// PCRE2 could not compile it (or a limit): matched by the interpreter.
        static let interpreted: UInt8 = 2
    }

    /// nil for a rule whose pattern is matched as a `BytePattern` (never given to PCRE2).
    init(_ regexes: [PCRERegex?]) {
        self.regexes = regexes
        count = regexes.count
        codes = .allocate(capacity: max(regexes.count, 1))
        state = .allocate(capacity: max(regexes.count, 1))
        for (i, regex) in regexes.enumerated() {
            (codes + i).initialize(to: regex?.codePointer)
            (state + i).initialize(to: Atomic(regex?.jitted == true ? JITState.jitted : JITState.pending))
        }
    }

    /// Whether pattern `number` runs as machine code, JIT-compiling it first if it has not been.
    @inline(__always)
    fileprivate func isJitted(_ number: Int) -> Bool {
        let current = state[number].load(ordering: .acquiring)
        if current == JITState.jitted { return true }
        if current == JITState.interpreted { return false }
        return compile(number)
    }

    private func compile(_ number: Int) -> Bool {
        Self.compiling.withLock { _ in
            let current = state[number].load(ordering: .acquiring)
            if current != JITState.pending { return current == JITState.jitted }
            let ok = pcre2_jit_compile_8(codes[number], PCRE2_JIT_COMPLETE) == 0
            state[number].store(ok ? JITState.jitted : JITState.interpreted, ordering: .releasing)
            return ok
        }
    }

    deinit {
        codes.deallocate()
        state.deinitialize(count: count)
        state.deallocate()
    }
}

/// A match scratch area: match data, and a match context whose limits stop a runaway pattern.
/// One per thread at a time (`borrow`), reused across code blocks.
final class PCREMatch {
    private let data: OpaquePointer
    private let ovector: UnsafeMutablePointer<Int>
    private let context: OpaquePointer
    private let jitStack: OpaquePointer?

    /// PCRE2's steps for one attempt. Rouge (Onigmo) has no limit, but no rule of a real lexer
    /// needs a fraction of this on a code block; a pattern that backtracks exponentially
    /// stops here instead of hanging the build. PCRE2's own default is 10,000,000.
    static let matchLimit: UInt32 = 2_000_000
    /// Backtracking depth for the patterns the JIT could not compile (the JIT ignores it).
    static let depthLimit: UInt32 = 100_000
    /// The JIT's stack may grow to this (its default, 32 KB, fails a `(a|b)*` over a few
    /// thousand bytes of one string literal, which Onigmo matches).
    static let jitStackSize = 4 << 20

    init() {
        data = pcre2_match_data_create_8(32, nil)
        ovector = pcre2_get_ovector_pointer_8(data)
        context = pcre2_match_context_create_8(nil)
        pcre2_set_match_limit_8(context, Self.matchLimit)
        pcre2_set_depth_limit_8(context, Self.depthLimit)
        jitStack = pcre2_jit_stack_create_8(32 << 10, Self.jitStackSize, nil)
        if let jitStack { pcre2_jit_stack_assign_8(context, nil, UnsafeMutableRawPointer(jitStack)) }
        // Unretained: the context is freed with this object.
        pcre2_set_callout_8(context, Self.calloutEntry, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Called at a pattern's callout with its number, the position it is at (in the whole
    /// text) and whether to remember it (not while measuring); true makes the match fail there.
    var calloutHandler: ((Int, Int, Bool) -> Bool)?
    private var measuring = false
    /// The callout being handled, for `calloutCapture`.
    private var calloutBlock: UnsafeMutablePointer<pcre2_callout_block_8>?

    private static let calloutEntry: @convention(c) (UnsafeMutablePointer<pcre2_callout_block_8>?, UnsafeMutableRawPointer?) -> Int32 = {
        block, data in
        guard let block, let data else { return 0 }
        let match = Unmanaged<PCREMatch>.fromOpaque(data).takeUnretainedValue()
        guard let handler = match.calloutHandler else { return 0 }
        match.calloutBlock = block
        defer { match.calloutBlock = nil }
        return handler(Int(block.pointee.callout_number), match.offset + Int(block.pointee.current_position), !match.measuring) ? 1 : 0
    }

    /// Inside `calloutHandler`: the byte range (in the whole text) capture group `group` holds
    /// at the callout, nil when it is unset.
    func calloutCapture(_ group: Int) -> Range<Int>? {
        guard let block = calloutBlock, group < Int(block.pointee.capture_top) else { return nil }
        let start = block.pointee.offset_vector[2 * group], end = block.pointee.offset_vector[2 * group + 1]
        if start < 0 || end < start { return nil }
        return offset + start..<offset + end
    }

    deinit {
        pcre2_match_data_free_8(data)
        pcre2_match_context_free_8(context)
        if let jitStack { pcre2_jit_stack_free_8(jitStack) }
    }

    private var offset = 0

    /// For the tests that bound work on hostile input (nil: not measured): the bytes PCRE2
    /// read in its attempts, each attempt's found by matching again with the subject cut short,
    /// at 16 bytes and doubling, until the cut no longer gives a hard partial match (the
    /// matcher did not reach the cut). A step count would miss a class repeated over a long
    /// run, which PCRE2 scans within one step; this counts it.
    var examined: Int?
    var examinedLimit = Int.max

    /// Matches `regex` at `offset` of `subject`; returns the end of the match.
    ///
    /// Like Ruby's StringScanner (which Rouge lexes with), the subject seen by the pattern
    /// starts at `offset`: a lookbehind sees nothing before it, `\A` and `^` match there.
    /// The subject must be valid UTF-8 and `offset` at a character boundary (the UTF check
    /// is skipped: done per call it would make lexing quadratic).
    @inline(__always)
    func match(_ number: Int, of table: RegexTable, in subject: UnsafeBufferPointer<UInt8>, at offset: Int) -> MatchOutcome {
        outcome(table.codes[number].unsafelyUnwrapped, jitted: table.isJitted(number), in: subject, at: offset)
    }

    /// As `match(_:of:in:at:)`, for a pattern outside a lexer's table.
    func match(_ regex: PCRERegex, in subject: UnsafeBufferPointer<UInt8>, at offset: Int) -> MatchOutcome {
        outcome(regex.codePointer, jitted: regex.jitted, in: subject, at: offset)
    }

    @inline(__always)
    private func outcome(_ code: OpaquePointer, jitted: Bool, in subject: UnsafeBufferPointer<UInt8>, at offset: Int) -> MatchOutcome {
        self.offset = offset
        let start = subject.baseAddress.map { $0 + offset }
        let rc = jitted
            ? pcre2_jit_match_8(code, start, subject.count - offset, 0, PCRE2_NO_UTF_CHECK, data, context)
            : pcre2_match_8(code, start, subject.count - offset, 0, PCRE2_NO_UTF_CHECK, data, context)
        if examined != nil {
            measure(code, start, subject.count - offset)
            if examined! > examinedLimit { return .limit }
            // The measuring matches reused the match data: the real one again.
            let again = jitted
                ? pcre2_jit_match_8(code, start, subject.count - offset, 0, PCRE2_NO_UTF_CHECK, data, context)
                : pcre2_match_8(code, start, subject.count - offset, 0, PCRE2_NO_UTF_CHECK, data, context)
            precondition(again == rc)
        }
        if rc > 0 { return .matched(end: offset + ovector[1]) }
        switch rc {
        case PCRE2_ERROR_MATCHLIMIT, PCRE2_ERROR_DEPTHLIMIT, PCRE2_ERROR_HEAPLIMIT, PCRE2_ERROR_JIT_STACKLIMIT: return .limit
        default: return .noMatch
        }
    }

    private func measure(_ code: OpaquePointer, _ start: UnsafePointer<UInt8>?, _ length: Int) {
        measuring = true
        defer { measuring = false }
        var cut = 16
        while cut < length {
            // At a character boundary: the cut subject stays valid UTF-8.
            while cut < length, start![cut] & 0xC0 == 0x80 { cut += 1 }
            if cut >= length { break }
            let rc = pcre2_match_8(code, start, cut, 0, PCRE2_NO_UTF_CHECK | PCRE2_PARTIAL_HARD | PCRE2_NO_JIT, data, context)
            if rc != PCRE2_ERROR_PARTIAL { break }
            cut *= 2
        }
        examined! += min(cut, length)
    }

    /// The byte range of capture group `group` of the last match (nil when it did not take part).
    func range(_ group: Int) -> Range<Int>? {
        let start = ovector[2 * group], end = ovector[2 * group + 1]
        if start < 0 || end < start { return nil }
        return offset + start..<offset + end
    }

    // One scratch area per thread, kept between code blocks (creating the JIT stack maps
    // memory). Taken out of the slot while in use, so a nested run makes its own.
    private static let slot: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            // Runs when a thread ends with an area in its slot.
            let raw: UnsafeMutableRawPointer? = pointer
            if let raw { Unmanaged<PCREMatch>.fromOpaque(raw).release() }
        }
        return key
    }()

    /// This thread's scratch area (a new one when it has none free); give it back with `giveBack`.
    static func borrow() -> PCREMatch {
        if let pointer = pthread_getspecific(slot) {
            pthread_setspecific(slot, nil)
            return Unmanaged<PCREMatch>.fromOpaque(pointer).takeRetainedValue()
        }
        return PCREMatch()
    }

    static func giveBack(_ match: PCREMatch) {
        if let pointer = pthread_getspecific(slot) {
            // A nested run's area is already back; keep one.
            Unmanaged<PCREMatch>.fromOpaque(pointer).release()
        }
        pthread_setspecific(slot, Unmanaged.passRetained(match).toOpaque())
    }
}

extension PCRERegex {
    fileprivate var codePointer: OpaquePointer { code }
}

/// 256 bits, one per byte value.
struct ByteSet: Sendable, Equatable {
    static func == (a: ByteSet, b: ByteSet) -> Bool {
        a.words.0 == b.words.0 && a.words.1 == b.words.1 && a.words.2 == b.words.2 && a.words.3 == b.words.3
    }

    /// Every byte not in the set.
    var complement: ByteSet {
        var set = ByteSet()
        set.words = (~words.0, ~words.1, ~words.2, ~words.3)
        return set
    }

    static func complement(of bytes: [UInt8]) -> ByteSet {
        var set = ByteSet()
        for byte in bytes { set.insert(byte) }
        return set.complement
    }

    mutating func formUnion(_ other: ByteSet) {
        words = (words.0 | other.words.0, words.1 | other.words.1, words.2 | other.words.2, words.3 | other.words.3)
    }

    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    static let all: ByteSet = {
        var set = ByteSet()
        set.words = (.max, .max, .max, .max)
        return set
    }()

    mutating func insert(_ byte: UInt8) {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }

    /// A load of the byte's word rather than a switch over the four: the lexer's byte patterns
    /// and precondition scans test a set per byte, and the switch's branches were a tenth of
    /// the lexer loop's time in a 1,000-post build (perf).
    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        let word = withUnsafeBytes(of: words) { $0.load(fromByteOffset: Int(byte >> 6) &* 8, as: UInt64.self) }
        return word & (UInt64(1) << UInt64(byte & 63)) != 0
    }
}

