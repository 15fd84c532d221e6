import MarkdownCore
/// kramdown's span level over one block's text: scans for the bytes that can start a span
/// element and tries kramdown's span parsers in its order there; everything else is text.
///
/// Searches that can fail (a closing emphasis delimiter, backtick run or `$$`) remember the
/// failure for the rest of the text, so no input is rescanned more than a constant number of times.
struct KramdownSpanParser {
    typealias Bytes = [UInt8]
    typealias Node = KramdownSpanTree.Index

    private(set) var src: Bytes
    var pos = 0
    let document: KramdownDocument
    /// HTML span elements are kept as HTML (no Markdown inside).
    var rawOnly = false
    var inEmphasis = false
    /// Whether the spans being read go straight into an emphasis (not into a link, strong or
    /// HTML element inside one): kramdown tries a failed `**` again as `*` unless so, even
    /// when an emphasis further out would forbid a new one (`*[a **b](u) c*`).
    var directlyInEmphasis = false
    var inStrong = false
    var inLink = false
    var depth: Int
    /// Strikethrough `~~` known to have no closer from a position on (a search of the text,
    /// which spans don't change).
    var noCloser: [Int: Int] = [:]
    /// Emphasis reads that failed, by kind and state (`memoKey`): where each started and the
    /// spans it made. A position inside one of those spans was read differently, so only the
    /// positions it passed are known to fail.
    var failedEmphasis: [Int: [(from: Int, spans: SpanExtents)]] = [:]
    /// Where the content of the HTML span element being read starts; 0 outside any.
    var htmlContext = 0
    /// HTML elements known to run unclosed to the end of the text, by position and the state
    /// they were read in (`unclosedKey`): an emphasis being tried that meets one again fails
    /// there, since the element would take the rest of the text and any closer with it,
    /// instead of reading it again. (With the memo per element, each `<b>*a` of a long run
    /// read every element after it once per level of nesting: 560 steps a byte.)
    var unclosedHTML: Set<Int> = []
    /// Emphases and link texts being tried around the current position.
    var tryingEmphasis = 0
    var noCodeCloser: [Int: Int] = [:]
    var noMathCloser: Int?
    var tagMemo = HTMLScanner.Memo()
    /// Searches known to fail from a position on: `}` of a span extension or IAL, an
    /// extension's stop tag, a link title's closing quote.
    var noBraceFrom: Int?
    var noExtensionStopFrom: [String: Int] = [:]
    /// No `-->` after this position: every later `<!--` is text without searching again (an
    /// 800 KB line of `<!--` searched to its end from each one, 74 s).
    var noCommentEndFrom: Int?
    /// Where the text of a link opened by the `[` at a position ends (-1: nowhere), with the
    /// state it was read in (`linkContext`): recorded for every `[` a link text's reading
    /// passes outside other spans, so that when the link fails (no closing bracket, no URL,
    /// no definition) and the text is read again, no bracket after it reads to its end again.
    var linkTextEnds: [Int: (context: Int, close: Int)] = [:]
    /// What a link text's reading depends on besides the text: the enclosing emphasis and HTML
    /// element (links are never read inside links, so that is the same for all).
    var linkContext: Int { htmlContext << 2 | (inEmphasis ? 1 : 0) | (inStrong ? 2 : 0) }
    var noTitleFrom: [UInt8: Int] = [:]
    /// For each position, where a link URL starting there ends: its balancing `)` and the
    /// next whitespace before a quote; computed once per text, so links cost no rescans.
    var urlStops: (close: [Int], title: [Int])?

    static func urlStops(_ src: [UInt8]) -> (close: [Int], title: [Int]) {
        let n = src.count
        var title = Array(repeating: n, count: n + 1)
        var i = n - 1
        while i >= 0 {
            let quoteNext = i + 1 < n && (src[i + 1] == UInt8(ascii: "\"") || src[i + 1] == UInt8(ascii: "'"))
            title[i] = isSpace(src[i]) && quoteNext ? i : title[i + 1]
            i -= 1
        }
        // level[k]: open minus closed parentheses before k; a URL starting at p (one `(`
        // already open) ends at the `)` after which the level first drops below level[p]
        var level = Array(repeating: 0, count: n + 1)
        for k in 0..<n {
            level[k + 1] = level[k] + (src[k] == UInt8(ascii: "(") ? 1 : src[k] == UInt8(ascii: ")") ? -1 : 0)
        }
        var close = Array(repeating: n, count: n + 1)
        var stack: [Int] = []
        for k in 0...n {
            while let top = stack.last, level[k] < level[top] {
                stack.removeLast()
                close[top] = k - 1
            }
            stack.append(k)
        }
        return (close, title)
    }

    static let maximumDepth = 32
    /// kramdown-parser-gfm's `hard_wrap`: every line break in text is a `<br />`.
    let hardWraps: Bool
    /// Whether the text is inside block HTML. kramdown-parser-gfm makes its hard breaks (`\`
    /// and, with `hard_wrap`, every line end) after parsing, in text outside HTML elements only.
    var insideHTMLBlock = false
    var gfmBreaks: Bool { gfm && htmlContext == 0 && !insideHTMLBlock }

    init(_ src: Bytes, document: KramdownDocument, depth: Int = 0) {
        self.src = src
        self.document = document
        self.tree = document.spanTree
        self.base = document.spanTree.addBuffer(src)
        self.depth = depth
        // field by field: `let options = document.options` copied the whole value, retaining and
        // releasing each of its strings, sets and dictionaries, once per block
        self.gfm = document.options.kramdownInput == .gfm
        self.syntax = document.options.kramdownInput == .smartyPants ? .smartyPants : .markdown
        self.hardWraps = document.options.hardWraps && gfm
        self.footnotes = document.options.footnotes != nil
    }

    /// Starts over on another block's text, as a new parser would: one parser reads every
    /// block of a document, so the set-up and tear-down a parser per block cost (retaining
    /// and releasing the document, the tree and the memo tables, reading the options: about
    /// 3% of a render) happen once. Every field a parse changes is put back here.
    mutating func reset(_ text: Bytes) {
        src = text
        base = tree.addBuffer(text)
        pos = 0
        lastGFMBreak = -1
        rawOnly = false
        inEmphasis = false
        directlyInEmphasis = false
        inStrong = false
        inLink = false
        depth = 0
        htmlContext = 0
        tryingEmphasis = 0
        if !unclosedHTML.isEmpty { unclosedHTML = [] }
        if !noCloser.isEmpty { noCloser = [:] }
        if !failedEmphasis.isEmpty { failedEmphasis = [:] }
        if !noCodeCloser.isEmpty { noCodeCloser = [:] }
        noMathCloser = nil
        if !tagMemo.noClosingQuoteFrom.isEmpty || tagMemo.scanned != 0 { tagMemo = HTMLScanner.Memo() }
        noBraceFrom = nil
        noCommentEndFrom = nil
        if !noExtensionStopFrom.isEmpty { noExtensionStopFrom = [:] }
        if !linkTextEnds.isEmpty { linkTextEnds = [:] }
        if !noTitleFrom.isEmpty { noTitleFrom = [:] }
        if urlStops != nil { urlStops = nil }
        lastTextEndsAt = -1
    }

    /// Where the spans go, and where `src` was copied into it (text nodes are ranges of it).
    let tree: KramdownSpanTree
    private(set) var base: Int32

    /// Read once: `document.options` is a large value, copied on every access.
    let gfm: Bool
    /// Which of kramdown's span parsers run.
    let syntax: SpanSyntax
    let footnotes: Bool

    func byte(_ i: Int) -> UInt8 { i >= 0 && i < src.count ? src[i] : 0 }

    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }
    /// Ruby's `\s`, which has the vertical tab too.
    static func isRubySpace(_ b: UInt8) -> Bool { isSpace(b) || b == 0x0B }

    /// A word byte for Ruby's `\b` and `\B`, to which a non-ASCII letter is a word character.
    static func isWord(_ b: UInt8) -> Bool { HTMLVocabulary.isWordByte(b) }
    /// Ruby's `\w`, which is ASCII only.
    static func isASCIIWord(_ b: UInt8) -> Bool { b < 0x80 && HTMLVocabulary.isWordByte(b) }

    /// Where a set of kramdown's span parsers may start, as byte tables the scan reads.
    struct SpanSyntax {
        /// The bytes at which one of the parsers may match.
        let starts: [Bool]
        /// Where the text scan stops: the span starts and line ends.
        let scanStops: [Bool]
        /// Starts whose span-start pattern is longer than the byte, decided on the next bytes.
        let multiByteStarts: [Bool]
        /// Starts a quote right after reads as its preceding byte when no parser took them.
        /// kramdown's smart-quote start, `[^\\]?["']`, claims the byte before a quote, unless
        /// a parser tried earlier at that byte had a start pattern that matched there (it then
        /// keeps the byte as text on its own): `*`, `_`, `` ` `` and `[` in Markdown; none in
        /// SmartyPants, whose first parser is the quotes'.
        let quoteReadsFailedStart: [Bool]
        let isSmartyPants: Bool

        init(starts: String, multiByte: String, quoteReads: String, isSmartyPants: Bool) {
            func table(_ bytes: String) -> [Bool] {
                let set = Set(bytes.utf8)
                return (0..<256).map { set.contains(UInt8($0)) }
            }
            self.starts = table(starts)
            self.scanStops = table(starts + "\n")
            self.multiByteStarts = table(multiByte)
            self.quoteReadsFailedStart = table(quoteReads)
            self.isSmartyPants = isSmartyPants
        }

        /// kramdown's Markdown parsers (GFM's and its own).
        static let markdown = SpanSyntax(
            starts: "*_`<[!\"'${&-.> \\~", multiByte: "-. >!${&~", quoteReads: "-. >!${&~<", isSmartyPants: false)
        /// Jekyll's SmartyPants parser: `\` starts only `\<<` and `\>>`, a space only ` >>`.
        static let smartyPants = SpanSyntax(
            starts: "\"'&-.> \\<", multiByte: "-. >&\\", quoteReads: "&-.> <", isSmartyPants: true)
    }

    // MARK: - Text

    /// Adds `src[bytes]` as text. Takes the range, not a slice: making `src[a..<b]` at each
    /// call retained and released the text's buffer around it (measured: 357 -> 353 µs per post
    /// in ComponentBench, medians of 12 interleaved runs; the span loop now retains nothing).
    mutating func appendText(_ bytes: Range<Int>, to parent: Node) {
        // the bounds check slicing made
        precondition(bytes.lowerBound >= 0 && bytes.upperBound <= src.count, "text range outside the text")
        if bytes.isEmpty { return }
        lastTextEndsAt = bytes.endIndex
        let last = tree.nodes[Int(parent)].lastChild
        if last >= 0, tree.nodes[Int(last)].kind == .text {
            tree.extendText(last, base: base, bytes)
        } else {
            tree.append(tree.make(.text, base: base, bytes), to: parent)
        }
    }

    /// Parses spans into `parent` until the text ends or `stop` accepts the current position
    /// (then returns true, leaving `pos` at the stop).
    ///
    /// (`stop` is not optional so that it need not escape: an optional closure is escaping, and
    /// each emphasis allocated its context on the heap.)
    @discardableResult
    mutating func parse(
        into parent: Node, stopByte: Int = -1, stop: (inout KramdownSpanParser, Node) -> Bool = { _, _ in false }
    ) -> Bool {
        var spans = SpanExtents(recording: false)
        return parse(into: parent, stopByte: stopByte, spans: &spans, stop: stop)
    }

    /// The stretches of text the spans a parse made took in, as (start, end) pairs in order:
    /// the positions strictly inside one are where the parse was never at.
    struct SpanExtents {
        let recording: Bool
        var bounds: [Int] = []

        /// Whether the parse was at `position` (from where it started on): not inside any span.
        func passes(_ position: Int) -> Bool {
            // the last span starting before `position`
            var low = 0
            var high = bounds.count / 2
            while low < high {
                let mid = (low + high) / 2
                if bounds[2 * mid] < position { low = mid + 1 } else { high = mid }
            }
            return low == 0 || position >= bounds[2 * (low - 1) + 1]
        }
    }

    mutating func parse(
        into parent: Node, stopByte: Int, spans: inout SpanExtents, stop: (inout KramdownSpanParser, Node) -> Bool
    ) -> Bool {
        let hasStop = stopByte >= 0
        let entry = pos
        defer { document.steps += pos - entry }
        var textStart = pos
        let starts = syntax.starts
        let scanStops = syntax.scanStops
        let multiByteStarts = syntax.multiByteStarts
        // every stop byte in use ('*', '_', '<') is one `firstNonPlainText` stops at
        let skipsProse = !hasStop || (scanStops[stopByte & 0xFF] && stopByte != 0x20)
        while pos < src.count {
            // plain text is most of it: skip to the next byte that may start a span or stop,
            // over the buffer (array reads check bounds, and this loop reads every byte); one
            // table test per plain byte, the stop byte compared only when there is one
            // (measured with the loop below: about 2% of a render)
            pos = src.withUnsafeBufferPointer { buffer in
                var i = pos
                let count = buffer.count
                while i < count {
                    // prose skipped a word at a time; the stop byte is never plain text
                    if skipsProse { i = ByteScan.firstNonPlainText(in: buffer, from: i) }
                    guard i < count else { break }
                    let c = buffer[i]
                    if !scanStops[Int(c)] {
                        if hasStop && Int(c) == stopByte { break }
                        i &+= 1
                        continue
                    }
                    // a space starts a span only before a space (line break) or `>>`
                    if c == 0x20, i &+ 1 < count, buffer[i &+ 1] != 0x20, buffer[i &+ 1] != UInt8(ascii: ">") {
                        i &+= 1
                        continue
                    }
                    break
                }
                return i
            }
            guard pos < src.count else { break }
            let b = src[pos]
            var isStart = (b == 0x0A ? hardWraps && gfmBreaks : starts[Int(b)]) && !(rawOnly && b != UInt8(ascii: "<"))
            // most spaces, dashes and dots start nothing: decide on the next byte without
            // ending the text run (kramdown's patterns for these are two or three bytes long)
            if isStart && multiByteStarts[Int(b)] && !couldStartSpan(b, at: pos) { isStart = false }
            if !isStart && Int(b) != stopByte {
                pos += 1
                continue
            }
            if hasStop, Int(b) == stopByte || isStart {
                let here = pos
                appendText(textStart..<here, to: parent)
                textStart = here
                if stop(&self, parent) { return true }
                pos = here
            }
            if !isStart {
                pos += 1
                continue
            }
            appendText(textStart..<pos, to: parent)
            let previousIsText = lastTextEndsAt == pos && lastIsText(parent)
            let before = pos
            let handled =
                rawOnly ? parseHTML(into: parent)
                : syntax.isSmartyPants ? parseSmartyPantsSpan(b, into: parent, previousIsText: previousIsText)
                : parseSpan(b, into: parent, previousIsText: previousIsText)
            if spans.recording, pos > before + 1 {
                spans.bounds.append(before)
                spans.bounds.append(pos)
            }
            if !handled {
                appendText(before..<(before + 1), to: parent)
                pos = before + 1
                // whether a quote right after reads this byte as the one before it
                lastTextEndsAt = syntax.quoteReadsFailedStart[Int(b)] ? pos : -1
            } else {
                // a hard-wrapped line end is text to kramdown (the `<br />` comes after
                // parsing), which a quote starting the next line reads
                lastTextEndsAt = b == 0x0A ? pos : -1
            }
            textStart = pos
        }
        appendText(textStart..<pos, to: parent)
        lastTextEndsAt = pos
        return false
    }

    func lastIsText(_ parent: Node) -> Bool {
        let last = tree.nodes[Int(parent)].lastChild
        return last >= 0 && tree.nodes[Int(last)].kind == .text
    }

    /// Adds a span without a value of its own.
    func add(_ kind: KramdownElement.Kind, to parent: Node) {
        tree.append(tree.make(kind), to: parent)
    }

    /// Adds a span whose value is `src[range]`.
    func add(_ kind: KramdownElement.Kind, _ range: Range<Int>, to parent: Node) {
        tree.append(tree.make(kind, base: base, range), to: parent)
    }

    /// Whether a span pattern starting with `b` can match at `i`, by its second byte.
    func couldStartSpan(_ b: UInt8, at i: Int) -> Bool {
        let next = byte(i + 1)
        switch b {
        case 0x20:
            // a line break (two spaces) is not one of SmartyPants' parsers
            return (!syntax.isSmartyPants && !hardWraps && next == 0x20 && byte(i + 2) == 0x0A) || (next == UInt8(ascii: ">") && byte(i + 2) == next)
        case UInt8(ascii: "\\"): return (next == UInt8(ascii: "<") || next == UInt8(ascii: ">")) && byte(i + 2) == next
        case UInt8(ascii: "-"): return next == b
        case UInt8(ascii: "."): return next == b && byte(i + 2) == b
        case UInt8(ascii: ">"): return next == b
        case UInt8(ascii: "!"): return next == UInt8(ascii: "[")
        case UInt8(ascii: "$"): return next == b
        case UInt8(ascii: "{"): return next == UInt8(ascii: ":")
        case UInt8(ascii: "~"): return next == b
        default: return true
        }
    }

    /// Where the text run that `parent` ends with stops, so smart quotes can see the byte before.
    var lastTextEndsAt = -1
    /// The last GFM backslash break made (`dropTrailingBreak`).
    var lastGFMBreak: Node = -1

    /// kramdown-parser-gfm makes its backslash breaks after parsing, by splitting text: when
    /// the block's last child is the text after one and that text is only the line end (a
    /// list item's paragraph keeps it; a span extension like `{::options /}` may follow and
    /// make nothing), it omits the `<br />`, and the backslash is gone with the split.
    func dropTrailingBreak(_ root: Node) {
        guard lastGFMBreak >= 0 else { return }
        let last = tree.nodes[Int(root)].lastChild
        guard last >= 0, tree.nodes[Int(last)].kind == .text, tree.withValue(last, { $0.count == 1 && $0.first == 0x0A }) else { return }
        var children = tree.children(root)
        guard children.count >= 2, children[children.count - 2] == lastGFMBreak else { return }
        children.remove(at: children.count - 2)
        tree.setChildren(root, children)
    }

    /// Jekyll's SmartyPants parser's spans, in its order: smart quotes, entities, typographic
    /// symbols, span HTML (the two last never match at the same byte).
    mutating func parseSmartyPantsSpan(_ b: UInt8, into parent: Node, previousIsText: Bool) -> Bool {
        switch b {
        case UInt8(ascii: "\""), UInt8(ascii: "'"): parseSmartQuote(into: parent, previousIsText: previousIsText)
        case UInt8(ascii: "&"): parseEntity(into: parent)
        case UInt8(ascii: "<"): parseTypographic(into: parent) || parseHTML(into: parent)
        default: parseTypographic(into: parent)
        }
    }

    mutating func parseSpan(_ b: UInt8, into parent: Node, previousIsText: Bool) -> Bool {
        switch b {
        case UInt8(ascii: "*"), UInt8(ascii: "_"):
            return parseEmphasis(into: parent)
        case UInt8(ascii: "`"):
            return parseCodeSpan(into: parent)
        case UInt8(ascii: "<"):
            if parseAutolink(into: parent) { return true }
            if parseHTML(into: parent) { return true }
            return parseTypographic(into: parent)
        case UInt8(ascii: "["):
            if parseFootnoteReference(into: parent) { return true }
            return parseLink(into: parent)
        case UInt8(ascii: "!"):
            return byte(pos + 1) == UInt8(ascii: "[") && parseLink(into: parent)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return parseSmartQuote(into: parent, previousIsText: previousIsText)
        case UInt8(ascii: "$"):
            return parseInlineMath(into: parent)
        case UInt8(ascii: "{"):
            return parseSpanExtension(into: parent)
        case UInt8(ascii: "&"):
            return parseEntity(into: parent)
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ">"):
            return parseTypographic(into: parent)
        case UInt8(ascii: " "):
            return parseLineBreak(into: parent) || parseTypographic(into: parent)
        case UInt8(ascii: "\\"):
            return parseLineBreak(into: parent) || parseTypographic(into: parent) || parseEscape(into: parent)
        case UInt8(ascii: "~"):
            return gfm && parseStrikethrough(into: parent)
        case 0x0A:
            add(.lineBreak, to: parent)
            appendText(pos..<(pos + 1), to: parent)
            pos += 1
            return true
        default:
            return false
        }
    }

    // MARK: - Emphasis

    mutating func parseEmphasis(into parent: Node) -> Bool {
        let start = pos
        let type = src[pos]
        let double = byte(pos + 1) == type
        let strong = double
        // `_` inside a word is text (snake_case), as is a delimiter before whitespace
        if type == UInt8(ascii: "_") && precededByWordLetters(start) { return addDelimiterText(double ? 2 : 1, parent) }
        let after = pos + (double ? 2 : 1)
        if after >= src.count || Self.isSpace(src[after]) { return addDelimiterText(double ? 2 : 1, parent) }
        if (strong && inStrong) || (!strong && inEmphasis) { return addDelimiterText(double ? 2 : 1, parent) }
        if let element = subParseEmphasis(length: after - start, strong: strong, from: after, type: type) {
            tree.append(element, to: parent)
            return true
        }
        if strong && !directlyInEmphasis {
            if let element = subParseEmphasis(length: 1, strong: false, from: start + 1, type: type) {
                tree.append(element, to: parent)
                return true
            }
        }
        pos = start
        return addDelimiterText(double ? 2 : 1, parent)
    }

    mutating func addDelimiterText(_ n: Int, _ parent: Node) -> Bool {
        appendText(pos..<(pos + n), to: parent)
        pos += n
        return true
    }

    /// kramdown leaves `_` as text after letters (optionally a hyphen between): `snake_case`.
    func precededByWordLetters(_ i: Int) -> Bool {
        var j = i - 1
        if j >= 0 && src[j] == UInt8(ascii: "-") { j -= 1 }
        guard j >= 0 else { return false }
        let b = src[j]
        if b < 0x80 { return (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) }
        // decode the scalar ending here: Ruby's [[:alpha:]] is Unicode-aware
        var k = j
        while k > 0, src[k] & 0xC0 == 0x80, j - k < 3 { k -= 1 }
        let scalar = String(decoding: src[k...j], as: UTF8.self).unicodeScalars.last
        return scalar?.properties.isAlphabetic ?? false
    }

    mutating func subParseEmphasis(length: Int, strong: Bool, from start: Int, type: UInt8) -> Node? {
        let memoKey = htmlContext << 16 | Int(type) << 8 | length << 4 | (inEmphasis ? 1 : 0) | (inStrong ? 2 : 0) | (inLink ? 4 : 0)
        // a read from a position an earlier failed read of the same kind and state passed
        // through (not inside a span it made) reads the rest as that one did, and fails too
        let failures = failedEmphasis[memoKey] ?? []
        if failures.contains(where: { $0.from <= start && $0.spans.passes(start) }) { return nil }
        // made before it is known to close: a failed one stays in the arena unlinked (no read
        // starts again where a failed one of its kind passed, so the waste is linear)
        let element = tree.make(strong ? .strong : .emphasis)
        let saved = (inEmphasis, inStrong, pos, lastTextEndsAt, directlyInEmphasis)
        if strong { inStrong = true } else { inEmphasis = true }
        directlyInEmphasis = !strong
        tryingEmphasis += 1
        defer { tryingEmphasis -= 1 }
        pos = start
        lastTextEndsAt = -1
        var spans = SpanExtents(recording: true)
        // a read that started inside a span of a failed one (or inside its delimiter text) and
        // reaches a position that one passed reads on as it did: it fails, and stops there
        var joinedFailure = false
        let found = parse(into: element, stopByte: Int(type), spans: &spans) { parser, el in
            let p = parser.pos
            if !failures.isEmpty, p > start, failures.contains(where: { $0.from < p && $0.spans.passes(p) }) {
                joinedFailure = true
                return true
            }
            guard parser.src[p] == type, length == 1 || parser.byte(p + 1) == type else { return false }
            if p > 0, Self.isSpace(parser.src[p - 1]) { return false }
            if !strong, parser.byte(p + 1) == type, parser.byte(p + 2) != type { return false }
            if type == UInt8(ascii: "_"), parser.isAlphanumericScalar(at: p + length) { return false }
            return parser.tree.nodes[Int(el)].firstChild >= 0
        }
        inEmphasis = saved.0
        inStrong = saved.1
        directlyInEmphasis = saved.4
        if found && !joinedFailure {
            pos += length
            return element
        }
        // the last few failures of each kind: enough for runs of unclosed delimiters, each
        // of which a failure passes (a joined one is known by the one it joined)
        if !joinedFailure {
            var failures = failures
            if failures.count == 4 { failures.removeFirst() }
            failures.append((start, spans))
            failedEmphasis[memoKey] = failures
        }
        pos = saved.2
        lastTextEndsAt = saved.3
        return nil
    }

    /// Ruby's `[[:alnum:]]` for the character starting at `i` (Unicode letters and digits).
    func isAlphanumericScalar(at i: Int) -> Bool {
        let b = byte(i)
        if b < 0x80 { return Self.isAlphanumeric(b) }
        var k = i + 1
        while k < src.count, src[k] & 0xC0 == 0x80, k - i < 4 { k += 1 }
        guard let scalar = String(decoding: src[i..<k], as: UTF8.self).unicodeScalars.first else { return false }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    static func isAlphanumeric(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b >= 0x80
    }

    // MARK: - Code, math, escapes

    mutating func parseCodeSpan(into parent: Node) -> Bool {
        let start = pos
        var i = pos
        while i < src.count, src[i] == UInt8(ascii: "`") { i += 1 }
        let run = i - start
        if run == 1, start == 0 || Self.isSpace(src[start - 1]), i < src.count, Self.isSpace(src[i]) {
            return addDelimiterText(run, parent)
        }
        if let failed = noCodeCloser[run], failed <= start { return addDelimiterText(run, parent) }
        // the first later run of at least this length ends it (kramdown's scan_until)
        var k = i
        while k < src.count {
            if src[k] == UInt8(ascii: "`") {
                var m = k
                while m < src.count, src[m] == UInt8(ascii: "`"), m - k < run { m += 1 }
                if m - k == run {
                    var code = i..<k
                    if run > 1 {
                        if !code.isEmpty, src[code.lowerBound] == 0x20 { code = (code.lowerBound + 1)..<code.upperBound }
                        if !code.isEmpty, src[code.upperBound - 1] == 0x20 { code = code.lowerBound..<(code.upperBound - 1) }
                    }
                    add(.codeSpan, code, to: parent)
                    pos = m
                    return true
                }
                k = m
            } else {
                k += 1
            }
        }
        document.steps += src.count - start
        noCodeCloser[run] = start
        return addDelimiterText(run, parent)
    }

    mutating func parseInlineMath(into parent: Node) -> Bool {
        guard byte(pos + 1) == UInt8(ascii: "$") else { return false }
        if let failed = noMathCloser, failed <= pos { return false }
        var k = pos + 2
        while k + 1 < src.count {
            // `(.*?)`: `$$$$` is math with nothing in it
            if src[k] == UInt8(ascii: "$"), src[k + 1] == UInt8(ascii: "$") {
                var a = pos + 2
                var b = k
                while a < b, Self.isSpace(src[a]) { a += 1 }
                while a < b, Self.isSpace(src[b - 1]) { b -= 1 }
                add(.math, a..<b, to: parent)
                pos = k + 2
                return true
            }
            k += 1
        }
        document.steps += src.count - pos
        noMathCloser = pos
        return false
    }

    static let escapable: Set<UInt8> = Set("\\.*_+`<>()[]{}#!:|\"'$=-~".utf8)

    mutating func parseEscape(into parent: Node) -> Bool {
        let next = byte(pos + 1)
        guard next != 0 else { return false }
        if gfm, !hardWraps, next == 0x0A {
            // GFM's hard line break: a backslash at the end of a line (under `hard_wrap`, the
            // line end alone is one and the backslash stays)
            guard gfmBreaks else { return false }
            add(.lineBreak, to: parent)
            lastGFMBreak = tree.nodes[Int(parent)].lastChild
            pos += 1
            return true
        }
        let allowed = gfm ? Self.escapable : Self.escapable.subtracting([UInt8(ascii: "~")])
        guard allowed.contains(next) else { return false }
        appendText((pos + 1)..<(pos + 2), to: parent)
        pos += 2
        return true
    }

    mutating func parseLineBreak(into parent: Node) -> Bool {
        // kramdown-parser-gfm drops this parser under `hard_wrap`: every line end breaks then
        if hardWraps { return false }
        let b = src[pos]
        if b == 0x20, byte(pos + 1) == 0x20, byte(pos + 2) == 0x0A {
            add(.lineBreak, to: parent)
            pos += 2
            return true
        }
        if b == UInt8(ascii: "\\"), byte(pos + 1) == UInt8(ascii: "\\"), byte(pos + 2) == 0x0A {
            add(.lineBreak, to: parent)
            pos += 2
            return true
        }
        return false
    }

    mutating func parseEntity(into parent: Node) -> Bool {
        var i = pos + 1
        if byte(i) == UInt8(ascii: "#") {
            i += 1
            let hex = byte(i) == UInt8(ascii: "x") || byte(i) == UInt8(ascii: "X")
            if hex { i += 1 }
            let digitsStart = i
            while i < src.count, hex ? src[i].isHexDigit : (src[i] >= 0x30 && src[i] <= 0x39) { i += 1 }
            guard i > digitsStart, byte(i) == UInt8(ascii: ";") else { return false }
        } else {
            let first = byte(i)
            guard HTMLVocabulary.isWordByte(first) || first == UInt8(ascii: ":") else { return false }
            while i < src.count, HTMLVocabulary.isWordByte(src[i]) || src[i] == UInt8(ascii: "-") || src[i] == UInt8(ascii: ".")
                || src[i] == UInt8(ascii: ":")
            {
                i += 1
            }
            guard byte(i) == UInt8(ascii: ";") else { return false }
            // a name kramdown does not know: an escaped `&`, the rest text
            if EntityTable.codePoints[String(decoding: src[(pos + 1)..<i], as: UTF8.self)] == nil {
                tree.append(tree.make(.entity, copying: "&amp;".utf8), to: parent)
                appendText((pos + 1)..<(i + 1), to: parent)
                pos = i + 1
                return true
            }
        }
        add(.entity, pos..<(i + 1), to: parent)
        pos = i + 1
        return true
    }

    // MARK: - Typography

    /// kramdown's typographic symbols, longest first, without allocating.
    mutating func parseTypographic(into parent: Node) -> Bool {
        let b = src[pos]
        let n1 = byte(pos + 1)
        let n2 = byte(pos + 2)
        let name: Int
        let length: Int
        switch b {
        case UInt8(ascii: "-") where n1 == b:
            (name, length) = n2 == b ? (0, 3) : (1, 2)
        case UInt8(ascii: ".") where n1 == b && n2 == b:
            (name, length) = (2, 3)
        case UInt8(ascii: "\\") where (n1 == UInt8(ascii: "<") || n1 == UInt8(ascii: ">")) && n2 == n1:
            (name, length) = (n1 == UInt8(ascii: "<") ? 3 : 4, 3)
        case UInt8(ascii: "<") where n1 == b:
            (name, length) = n2 == 0x20 ? (7, 3) : (5, 2)
        case 0x20 where n1 == UInt8(ascii: ">") && n2 == n1:
            (name, length) = (8, 3)
        case UInt8(ascii: ">") where n1 == b:
            (name, length) = (6, 2)
        default:
            return false
        }
        let symbol = tree.make(.typographic)
        tree.nodes[Int(symbol)].level = UInt8(name)
        tree.append(symbol, to: parent)
        pos += length
        return true
    }

    static let mdash = Array("mdash".utf8), ndash = Array("ndash".utf8), hellip = Array("hellip".utf8)
    static let lt2 = Array("lt2".utf8), gt2 = Array("gt2".utf8), laquo = Array("laquo".utf8), raquo = Array("raquo".utf8)
    static let laquoSpace = Array("laquo_space".utf8), raquoSpace = Array("raquo_space".utf8)
    /// The symbols' names (kramdown's), by the index a typographic span keeps in `level`.
    static let typographicNames = [mdash, ndash, hellip, lt2, gt2, laquo, raquo, laquoSpace, raquoSpace]
    static let quoteNames = [Array("lsquo".utf8), Array("rsquo".utf8), Array("ldquo".utf8), Array("rdquo".utf8)]

    /// kramdown's `SQ_CLOSE` complement: a quote after these opens.
    static let closeExcluded: [Bool] = (0..<256).map { b in
        [0x20, UInt8(ascii: "\\"), 0x09, 0x0D, 0x0A, UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "-")].contains(UInt8(b))
    }

    static let quotePunctuation: Set<UInt8> = Set("!\"#$%'()*+,-./:;<=>?@[\\]^_`{|}~".utf8)

    /// kramdown's smart-quote rules, tried in its order; `previousIsText` says whether the
    /// byte before the quote is plain text (kramdown's rules read it as part of the match).
    mutating func parseSmartQuote(into parent: Node, previousIsText: Bool) -> Bool {
        let q = src[pos]
        let next = byte(pos + 1)
        let tree = self.tree
        func quote(_ opening: Bool, _ c: UInt8) -> Node {
            let index = (c == UInt8(ascii: "\"") ? 2 : 0) + (opening ? 0 : 1)
            let element = tree.make(.smartQuote)
            tree.nodes[Int(element)].level = UInt8(index)
            return element
        }
        /// `"'word` and `'"word` (two opening quotes) and `'80s` (an apostrophe): kramdown tries
        /// these right after a space and again, later in its order, after any other byte.
        func quotePairOrDecade() -> Bool {
            if next != q && (next == UInt8(ascii: "\"") || next == UInt8(ascii: "'")) && Self.isASCIIWord(byte(pos + 2)) {
                tree.append(quote(true, q), to: parent)
                tree.append(quote(true, next), to: parent)
                pos += 2
                return true
            }
            if q == UInt8(ascii: "'") && isDigit(next) && isDigit(byte(pos + 2)) && byte(pos + 3) == UInt8(ascii: "s") {
                tree.append(quote(false, q), to: parent)
                pos += 1
                return true
            }
            return false
        }
        if previousIsText && pos > 0 && src[pos - 1] != UInt8(ascii: "\\") {
            let prev = src[pos - 1]
            let prevSpace = Self.isSpace(prev)
            if prevSpace {
                if quotePairOrDecade() { return true }
                if Self.isASCIIWord(next) {
                    tree.append(quote(true, q), to: parent)
                    pos += 1
                    return true
                }
            }
            if !Self.closeExcluded[Int(prev)] {
                tree.append(quote(false, q), to: parent)
                pos += 1
                return true
            }
            tree.append(quote(true, q), to: parent)
            pos += 1
            return true
        }
        // `("|')(?=[_*]{1,2}\S)`: one `_`/`*` and any non-space (a second `_`/`*` is one too)
        if next == UInt8(ascii: "_") || next == UInt8(ascii: "*"), pos + 2 < src.count, !Self.isRubySpace(src[pos + 2]) {
            tree.append(quote(true, q), to: parent)
            pos += 1
            return true
        }
        // `("|')(?=PUNCT(?!\.\.)\B)`: no `..` after the punctuation
        if Self.quotePunctuation.contains(next) && !(byte(pos + 2) == UInt8(ascii: ".") && byte(pos + 3) == UInt8(ascii: "."))
            // `\B` after the punctuation: `_` is a word byte to Ruby's regexps, so `"_ ` fails it
            && Self.isWord(next) == HTMLVocabulary.isBoundaryWord(src, at: pos + 2)
        {
            tree.append(quote(false, q), to: parent)
            pos += 1
            return true
        }
        if quotePairOrDecade() { return true }
        // kramdown's span start `[^\\]?["']` takes this quote as the byte before the next one,
        // so its `(SQ_CLOSE)('|")` rule reads the pair as the quote itself and a closing
        // quote: `''Effective` opening a paragraph is `'’Effective`.
        if next == UInt8(ascii: "'") || next == UInt8(ascii: "\"") {
            appendText(pos..<(pos + 1), to: parent)
            tree.append(quote(false, next), to: parent)
            pos += 2
            return true
        }
        if next == 0 || Self.isSpace(next) || (next == UInt8(ascii: "s") && !HTMLVocabulary.isBoundaryWord(src, at: pos + 2)) {
            tree.append(quote(false, q), to: parent)
            pos += 1
            return true
        }
        tree.append(quote(true, q), to: parent)
        pos += 1
        return true
    }

    func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    // MARK: - Strikethrough, footnotes, extensions

    mutating func parseStrikethrough(into parent: Node) -> Bool {
        guard byte(pos + 1) == UInt8(ascii: "~") else { return false }
        let first = byte(pos + 2)
        guard first != 0, !Self.isSpace(first), first != UInt8(ascii: "~") else { return false }
        if let failed = noCloser[0x7E], failed <= pos { return false }
        var k = pos + 3
        while k + 1 < src.count {
            if src[k] == UInt8(ascii: "~"), src[k + 1] == UInt8(ascii: "~"), !Self.isSpace(src[k - 1]), src[k - 1] != UInt8(ascii: "~") {
                let del = tree.make(.strikethrough)
                var inner = KramdownSpanParser(Array(src[(pos + 2)..<k]), document: document, depth: depth + 1)
                inner.inLink = inLink
                inner.parse(into: del)
                tree.append(del, to: parent)
                pos = k + 2
                return true
            }
            k += 1
        }
        document.steps += src.count - pos
        noCloser[0x7E] = pos
        return false
    }

    mutating func parseFootnoteReference(into parent: Node) -> Bool {
        guard byte(pos + 1) == UInt8(ascii: "^"), footnotes else { return false }
        var i = pos + 2
        while i < src.count, HTMLVocabulary.isNameByte(src[i]) { i += 1 }
        guard i > pos + 2, byte(i) == UInt8(ascii: "]") else { return false }
        let name = String(decoding: src[(pos + 2)..<i], as: UTF8.self)
        guard document.footnotes[name] != nil else {
            appendText(pos..<(i + 1), to: parent)
            pos = i + 1
            return true
        }
        let reference = tree.make(.footnoteReference)
        tree.setName(reference, name)
        tree.append(reference, to: parent)
        pos = i + 1
        return true
    }

    /// `{::comment}…{:/comment}`, `{::nomarkdown}…{:/}` and span IALs `{: .class}` (applied to
    /// the element just before them).
    mutating func parseSpanExtension(into parent: Node) -> Bool {
        guard byte(pos + 1) == UInt8(ascii: ":") else { return false }
        if let failed = noBraceFrom, failed <= pos { return false }
        guard let close = src[pos...].firstIndex(of: UInt8(ascii: "}")) else {
            noBraceFrom = pos
            return false
        }
        if byte(pos + 2) == UInt8(ascii: ":") {
            var i = pos + 3
            while i < close, HTMLVocabulary.isNameByte(src[i]) { i += 1 }
            let name = String(decoding: src[(pos + 3)..<i], as: UTF8.self)
            guard ["comment", "nomarkdown", "options"].contains(name) else { return false }
            let selfClosing = src[close - 1] == UInt8(ascii: "/")
            var body = 0..<0
            var end = close + 1
            if !selfClosing {
                if let failed = noExtensionStopFrom[name], failed <= pos { return false }
                let long = Array("{:/\(name)}".utf8)
                let short = Array("{:/}".utf8)
                var k = close + 1
                var found = false
                while k < src.count {
                    if src[k] == UInt8(ascii: "{") {
                        if src[k...].starts(with: short) {
                            body = (close + 1)..<k
                            end = k + short.count
                            found = true
                            break
                        }
                        if src[k...].starts(with: long) {
                            body = (close + 1)..<k
                            end = k + long.count
                            found = true
                            break
                        }
                    }
                    k += 1
                }
                document.steps += k - close
                if !found {
                    noExtensionStopFrom[name] = pos
                    return false
                }
            }
            let attributes = AttributeList.parse(src[i..<(selfClosing ? close - 1 : close)])
            if selfClosing && name != "options" {
            } else if name == "comment" {
                add(.comment, body, to: parent)
            } else if name == "nomarkdown" {
                let raw = tree.make(.rawHTML, base: base, body)
                for case .pair(let key, let value) in attributes.entries { tree.setAttribute(raw, key, value) }
                tree.append(raw, to: parent)
            } else {
                document.applyInlineOptions(attributes)
            }
            pos = end
            return true
        }
        let inner = src[(pos + 2)..<close]
        if inner.first == UInt8(ascii: "/") { return false }
        let last = tree.nodes[Int(parent)].lastChild
        guard last >= 0, tree.nodes[Int(last)].kind != .text else { return false }
        let list = AttributeList.parse(inner)
        if var existing = tree.attributeList(last) {
            existing.append(contentsOf: list)
            tree.setAttributeList(last, existing)
        } else {
            tree.setAttributeList(last, list)
        }
        document.hasSpanAttributeLists = true
        pos = close + 1
        return true
    }

    /// kramdown applies a link definition's IAL as it makes the link, so its attributes come
    /// before `href` and `title`: `[x]: /u` + `{: hreflang="en"}` is `<a hreflang="en" href="/u">`.
    func applyDefinitionAttributes(_ definition: KramdownDocument.LinkDefinition, to element: Node) {
        guard let list = definition.marker?.attributeList else { return }
        var attributes: [(name: String, value: String)] = []
        document.apply(list, to: &attributes)
        for (name, value) in attributes { tree.setAttribute(element, name, value) }
    }

    // MARK: - Autolinks and HTML

    mutating func parseAutolink(into parent: Node) -> Bool {
        var i = pos + 1
        while i < src.count, src[i] != UInt8(ascii: ">"), src[i] != UInt8(ascii: "<"), src[i] != 0x0A { i += 1 }
        guard byte(i) == UInt8(ascii: ">"), i > pos + 1 else { return false }
        let inner = src[(pos + 1)..<i]
        let text = String(decoding: inner, as: UTF8.self)
        var href: String
        var shown = text
        if let colon = text.firstIndex(of: ":"),
            ["mailto", "http", "https", "ftp", "ftps"].contains(text[..<colon]), text.index(after: colon) < text.endIndex
        {
            href = text
            if text.hasPrefix("mailto:") { shown = String(text.dropFirst(7)) }
        } else if let at = inner.firstIndex(of: UInt8(ascii: "@")), at > inner.startIndex, at < inner.endIndex - 1,
            // kramdown's address is letters, digits, `-`, `_` and `.` around one `@`: no `+`.
            inner.allSatisfy({ HTMLVocabulary.isWordByte($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") || $0 >= 0x80 || $0 == UInt8(ascii: "@") }),
            inner.lastIndex(of: UInt8(ascii: "@")) == at
        {
            href = "mailto:" + text
        } else {
            return false
        }
        if inner.contains(where: { $0 == 0x20 }) && !href.hasPrefix("http") && !href.hasPrefix("ftp") && !href.hasPrefix("mailto:") { return false }
        let a = tree.make(.link)
        tree.setAttribute(a, "href", href)
        tree.append(tree.make(.text, copying: shown.utf8), to: a)
        tree.append(a, to: parent)
        pos = i + 1
        return true
    }

    mutating func parseHTML(into parent: Node) -> Bool {
        guard src[pos] == UInt8(ascii: "<") else { return false }
        if byte(pos + 1) == UInt8(ascii: "!"), byte(pos + 2) == UInt8(ascii: "-"), byte(pos + 3) == UInt8(ascii: "-") {
            if let failed = noCommentEndFrom, failed <= pos { return false }
            guard let end = HTMLScanner.commentEnd(src, from: pos) else {
                document.steps += src.count - pos
                noCommentEndFrom = pos
                return false
            }
            document.steps += end - pos
            let comment = tree.make(.html, base: base, pos..<end)
            tree.setName(comment, "!--")
            tree.append(comment, to: parent)
            pos = end
            return true
        }
        if let close = HTMLScanner.closeTag(src, at: pos) {
            appendText(pos..<close.end, to: parent)
            pos = close.end
            return true
        }
        let tagStart = pos
        let tag = HTMLScanner.startTag(src, at: pos, memo: &tagMemo)
        document.steps += tagMemo.scanned
        tagMemo.scanned = 0
        guard let tag else { return false }
        if HTMLVocabulary.blockElements.contains(tag.name) {
            appendText(pos..<tag.end, to: parent)
            pos = tag.end
            return true
        }
        let element = tree.make(.html, copying: tag.name)
        var attributes: [(name: String, value: String)] = tag.attributes.map { ($0.name, String($0.value.map { $0 == "\n" ? " " : $0 })) }
        var parseInside = !(HTMLVocabulary.contentModel(tag.name) == .raw || rawOnly) && document.options.parseSpanHTML
        if let value = HTMLAttributes.remove(&attributes, "markdown") {
            switch value {
            case "span": parseInside = true
            case "1": parseInside = HTMLVocabulary.contentModel(tag.name) != .raw
            case "0": parseInside = false
            case "block": break
            default: attributes.append(("markdown", value))
            }
        }
        if !attributes.isEmpty { tree.extras[tree.extraIndex(element)].attributes = attributes }
        tree.nodes[Int(element)].contentModel = parseInside ? .span : .raw
        tree.nodes[Int(element)].isClosed = tag.selfClosing
        tree.append(element, to: parent)
        let unclosedKey = tagStart << 12 | depth << 4 | (inEmphasis ? 1 : 0) | (inStrong ? 2 : 0) | (inLink ? 4 : 0) | (rawOnly ? 8 : 0)
        pos = tag.end
        if tag.selfClosing || HTMLVocabulary.voidElements.contains(tag.name) {
            tree.nodes[Int(element)].isClosed = true
            return true
        }
        guard depth < Self.maximumDepth else { return true }
        if tryingEmphasis > 0, unclosedHTML.contains(unclosedKey) {
            pos = src.count
            return true
        }
        let saved = (rawOnly, depth, lastTextEndsAt, htmlContext, directlyInEmphasis)
        rawOnly = !parseInside
        directlyInEmphasis = false
        depth += 1
        lastTextEndsAt = -1
        htmlContext = tag.end
        // known HTML names are compared without case (both sides are lower-cased), others exactly
        let name = tag.name
        let found = parse(into: element, stopByte: Int(UInt8(ascii: "<"))) { parser, _ in
            guard let close = HTMLScanner.closeTag(parser.src, at: parser.pos) else { return false }
            return close.name == name
        }
        rawOnly = saved.0
        depth = saved.1
        lastTextEndsAt = saved.2
        htmlContext = saved.3
        directlyInEmphasis = saved.4
        if found, let close = HTMLScanner.closeTag(src, at: pos) {
            pos = close.end
        } else if !found {
            unclosedHTML.insert(unclosedKey)
        }
        return true
    }

    // MARK: - Links

    /// The `]` ending a link text in which no span can start (what kramdown reads as one text
    /// run), found without a parse; nil for any other text.
    func plainLinkText(from start: Int) -> Int? {
        let starts = syntax.starts
        let multiByteStarts = syntax.multiByteStarts
        var k = start
        while k < src.count {
            let b = src[k]
            if b == UInt8(ascii: "]") { return k > start ? k : nil }
            if b == 0x0A { return nil }
            if b == 0x20 {
                // a space starts a span only before a space (line break) or `>>`
                if byte(k + 1) == 0x20 || byte(k + 1) == UInt8(ascii: ">") { return nil }
            } else if starts[Int(b)], !multiByteStarts[Int(b)] || couldStartSpan(b, at: k) {
                return nil
            }
            k += 1
        }
        return nil
    }

    /// Reads a link's text in place into `element`, as kramdown does: spans up to the `]`
    /// that balances the opening `[`, counting the brackets met outside other spans (`[` and
    /// `![` up, `]` down; an image's brackets taken back once it closes, as kramdown subtracts
    /// the link's image children). Whatever a span takes (a code span, an emphasis, an HTML
    /// element, even one left unclosed to the end) hides its brackets. Returns where that `]`
    /// is, or nil when the text ends first, and records every bracket it met (`linkTextEnds`).
    mutating func parseLinkText(from start: Int, into element: Node) -> Int? {
        let context = linkContext
        let saved = (inLink, depth, lastTextEndsAt, directlyInEmphasis)
        inLink = true
        directlyInEmphasis = false
        depth += 1
        tryingEmphasis += 1
        lastTextEndsAt = -1
        pos = start
        var opened: [Int] = []
        // an image begun at the last stop: the first node it could be, and the child before it
        var imageFrom: Int32 = -1
        var beforeImage: Int32 = -1
        func settleImage(_ tree: KramdownSpanTree) {
            guard imageFrom >= 0 else { return }
            let next = beforeImage >= 0 ? tree.nodes[Int(beforeImage)].next : tree.nodes[Int(element)].firstChild
            if next >= imageFrom, tree.nodes[Int(next)].kind == .image { opened.removeLast() }
            imageFrom = -1
        }
        let found = parse(into: element, stopByte: Int(UInt8(ascii: "]"))) { parser, element in
            settleImage(parser.tree)
            let p = parser.pos
            switch parser.src[p] {
            case UInt8(ascii: "["):
                opened.append(p)
            case UInt8(ascii: "!"):
                opened.append(p + 1)
                imageFrom = Int32(parser.tree.nodeCount)
                beforeImage = parser.tree.nodes[Int(element)].lastChild
            case UInt8(ascii: "]"):
                guard let q = opened.popLast() else { return true }
                parser.linkTextEnds[q] = (context, p)
            default:
                break
            }
            return false
        }
        settleImage(tree)
        for q in opened { linkTextEnds[q] = (context, -1) }
        linkTextEnds[start - 1] = (context, found ? pos : -1)
        inLink = saved.0
        depth = saved.1
        lastTextEndsAt = saved.2
        directlyInEmphasis = saved.3
        tryingEmphasis -= 1
        return found ? pos : nil
    }

    mutating func parseLink(into parent: Node) -> Bool {
        let start = pos
        let isImage = src[pos] == UInt8(ascii: "!")
        let open = isImage ? pos + 1 : pos
        // kramdown's LINK_START is `!?\[(?=[^^])`: `![^1]` is no image, so `!` stays text and
        // `[^1]` is a footnote marker (`it works![^1]`).
        guard byte(open + 1) != UInt8(ascii: "^") else { return false }
        if !isImage && inLink { return addDelimiterText(1, parent) }
        let element = tree.make(isImage ? .image : .link)
        // where the link text ends: one text run found by a scan, read as kramdown reads it
        // (which fills `element`), or known from an earlier reading of this text (then read
        // again only when it makes a link)
        enum TextRead { case plain, read, known }
        let textRead: TextRead
        let i: Int
        if let close = plainLinkText(from: open + 1) {
            i = close
            textRead = .plain
        } else if let known = linkTextEnds[open], known.context == linkContext {
            guard known.close >= 0 else { return addDelimiterText(isImage ? 2 : 1, parent) }
            i = known.close
            textRead = .known
        } else {
            guard depth < Self.maximumDepth, let close = parseLinkText(from: open + 1, into: element) else {
                pos = start
                return addDelimiterText(isImage ? 2 : 1, parent)
            }
            i = close
            textRead = .read
        }
        pos = start
        let textRange = (open + 1)..<i
        var after = i + 1
        // the link text as written, escapes removed: the image's alt text and the implicit reference
        let source = src
        var altText: Bytes {
            guard source[textRange].contains(UInt8(ascii: "\\")) else { return Array(source[textRange]) }
            var text: Bytes = []
            var k = textRange.lowerBound
            while k < textRange.upperBound {
                if source[k] == UInt8(ascii: "\\"), k + 1 < textRange.upperBound, Self.escapable.contains(source[k + 1]) {
                    text.append(source[k + 1])
                    k += 2
                    continue
                }
                text.append(source[k])
                k += 1
            }
            return text
        }
        // the URL and title as slices of the text: made into the attribute strings directly,
        // without an array of their own per link (measured: 362 -> 360 µs per post, medians)
        func finish(_ url: ArraySlice<UInt8>, _ title: ArraySlice<UInt8>?, _ parser: inout KramdownSpanParser) {
            if isImage {
                parser.tree.setAttribute(element, "src", String(decoding: url, as: UTF8.self))
                parser.tree.setAttribute(element, "alt", String(decoding: altText, as: UTF8.self))
            } else {
                parser.tree.setAttribute(element, "href", String(decoding: url, as: UTF8.self))
                switch textRead {
                case .read:
                    break
                case .plain:
                    // what the parser makes of text in which no span can start: one text run
                    parser.document.steps += textRange.count
                    parser.tree.append(parser.tree.make(.text, base: parser.base, textRange), to: element)
                case .known:
                    let end = parser.pos
                    let close = parser.parseLinkText(from: textRange.lowerBound, into: element)
                    assert(close == textRange.upperBound, "a link text read again ends where it ended")
                    parser.pos = end
                }
            }
            if let title { parser.tree.setAttribute(element, "title", String(decoding: title, as: UTF8.self)) }
            parser.tree.append(element, to: parent)
        }
        // reference: `[text][id]`, `[text][]`, `[text]`
        // LINK_INLINE_ID_RE, `\s*?\[([^\]]+)?\]`: Ruby's `\s`, tabs too
        var k2 = after
        while k2 < src.count, Self.isRubySpace(src[k2]) { k2 += 1 }
        if byte(k2) == UInt8(ascii: "["), let close = src[k2...].firstIndex(of: UInt8(ascii: "]")) {
            let id = src[(k2 + 1)..<close]
            let label = KramdownDocument.normalizedLabel(id.isEmpty ? ArraySlice(altText) : id)
            if let definition = document.links[label] {
                pos = close + 1
                applyDefinitionAttributes(definition, to: element)
                finish(definition.url[...], definition.title?[...], &self)
                return true
            }
            pos = start
            return addDelimiterText(isImage ? 2 : 1, parent)
        }
        if byte(after) != UInt8(ascii: "(") {
            let label = KramdownDocument.normalizedLabel(altText)
            if let definition = document.links[label] {
                pos = after
                applyDefinitionAttributes(definition, to: element)
                finish(definition.url[...], definition.title?[...], &self)
                return true
            }
            pos = start
            return addDelimiterText(isImage ? 2 : 1, parent)
        }
        // inline: `(url "title")` or `(<url>)`
        after += 1
        var url: ArraySlice<UInt8> = []
        var p = after
        if byte(p) == UInt8(ascii: "<") {
            if let gt = src[p...].firstIndex(of: UInt8(ascii: ">")) {
                url = src[(p + 1)..<gt]
                if byte(gt + 1) == UInt8(ascii: ")") {
                    pos = gt + 2
                    finish(url, nil, &self)
                    return true
                }
                p = gt + 1
            }
        } else {
            // the `)` that balances the one before the URL, or whitespace before a title: read
            // directly, and from a table made once per text after the first search that fails
            var close = src.count
            var titleStop = src.count
            if let stops = urlStops {
                close = stops.close[p]
                titleStop = stops.title[p]
            } else {
                var parens = 1
                var q = p
                while q < src.count {
                    let b = src[q]
                    if b == UInt8(ascii: "(") {
                        parens += 1
                    } else if b == UInt8(ascii: ")") {
                        parens -= 1
                        if parens == 0 {
                            close = q
                            break
                        }
                    } else if Self.isSpace(b), byte(q + 1) == UInt8(ascii: "\"") || byte(q + 1) == UInt8(ascii: "'") {
                        titleStop = q
                        break
                    }
                    q += 1
                }
                document.steps += q - p
                if q >= src.count {
                    urlStops = Self.urlStops(src)
                    document.steps += 2 * src.count
                }
            }
            let stoppedAtTitle = titleStop < close
            let q = min(close, titleStop)
            guard q < src.count else {
                pos = start
                return addDelimiterText(isImage ? 2 : 1, parent)
            }
            url = src[p..<q]
            while let f = url.first, Self.isSpace(f) { url.removeFirst() }
            while let l = url.last, Self.isSpace(l) { url.removeLast() }
            if !stoppedAtTitle {
                pos = q + 1
                finish(url, nil, &self)
                return true
            }
            p = q
        }
        // title
        var t = p
        while t < src.count, Self.isSpace(src[t]) { t += 1 }
        let quoteChar = byte(t)
        if quoteChar == UInt8(ascii: "\"") || quoteChar == UInt8(ascii: "'"), (noTitleFrom[quoteChar].map { t < $0 } ?? true) {
            var e = t + 1
            while e < src.count {
                if src[e] == quoteChar {
                    var r = e + 1
                    while r < src.count, Self.isSpace(src[r]) { r += 1 }
                    if byte(r) == UInt8(ascii: ")"), e > t + 1 {
                        pos = r + 1
                        finish(url, src[(t + 1)..<e], &self)
                        return true
                    }
                }
                e += 1
            }
            document.steps += src.count - t
            noTitleFrom[quoteChar] = t
        }
        pos = start
        return addDelimiterText(isImage ? 2 : 1, parent)
    }
}

extension UInt8 {
    var isHexDigit: Bool {
        (self >= 0x30 && self <= 0x39) || (self >= 0x41 && self <= 0x46) || (self >= 0x61 && self <= 0x66)
    }
}
