import Foundation

/// A strftime format split once into literal text and directives: a site formats thousands
/// of dates with a handful of formats, so each is parsed once and then only rendered.
final class StrftimeFormat: Sendable {
    enum Padding: Sendable { case off, space, zero }

    /// `%-d`, `%^10B`, `%::z`: the flags, width and colons before a conversion.
    struct Directive: Sendable {
        var conversion: Unicode.Scalar = "%"
        /// nil: the conversion's own padding.
        var padding: Padding?
        var width: Int?
        var colons = 0
        var upper = false
        var swapCase = false
    }

    enum Piece: Sendable {
        /// A range of `literals`, so rendering copies no array references.
        case literal(Range<Int>)
        case directive(Directive)
    }

    let pieces: [Piece]
    let literals: [UInt8]
    /// Whether `%Z` appears: naming the zone asks the C library, so callers do it only then.
    let showsZone: Bool
    /// Ruby's error for this format, raised when it is used.
    let error: FilterError?

    init(_ format: String) {
        let text = Array(format.utf8)
        var pieces: [Piece] = []
        var literals: [UInt8] = []
        var literalStart = 0
        var error: FilterError?
        var i = 0
        while i < text.count {
            guard text[i] == UInt8(ascii: "%") else {
                literals.append(text[i])
                i += 1
                continue
            }
            var d = Directive()
            var j = i + 1
            flags: while j < text.count {
                switch text[j] {
                case UInt8(ascii: "-"): d.padding = .off
                case UInt8(ascii: "_"): d.padding = .space
                case UInt8(ascii: "0"): d.padding = .zero
                case UInt8(ascii: "^"): d.upper = true
                case UInt8(ascii: "#"): d.swapCase = true
                default: break flags
                }
                j += 1
            }
            let digits = j
            while j < text.count, text[j] >= 0x30, text[j] <= 0x39 { j += 1 }
            if j > digits {
                // nil when it overflows, which then means no width at all.
                d.width = Int(String(decoding: text[digits..<j], as: UTF8.self))
                // Ruby refuses absurd widths too (ERANGE); this keeps a typo from exhausting memory.
                if let w = d.width, w > 1 << 20 {
                    error = FilterError("Numerical result out of range - \(format)")
                    break
                }
            }
            while j < text.count, text[j] == UInt8(ascii: ":") {
                d.colons += 1
                j += 1
            }
            // The E and O locale modifiers change nothing in Ruby's C locale.
            if j + 1 < text.count, text[j] == UInt8(ascii: "E") || text[j] == UInt8(ascii: "O") { j += 1 }
            if j == text.count && d.colons == 0 {
                error = FilterError("invalid format: \(format)")
                break
            }
            guard j < text.count, Strftime.converts(Unicode.Scalar(text[j])) else {
                // Ruby prints an unknown directive as written.
                literals.append(UInt8(ascii: "%"))
                i += 1
                continue
            }
            d.conversion = Unicode.Scalar(text[j])
            if literalStart < literals.count { pieces.append(.literal(literalStart..<literals.count)) }
            literalStart = literals.count
            pieces.append(.directive(d))
            i = j + 1
        }
        if literalStart < literals.count { pieces.append(.literal(literalStart..<literals.count)) }
        self.pieces = pieces
        self.literals = literals
        self.error = error
        showsZone = pieces.contains { if case .directive(let d) = $0 { d.conversion == "Z" } else { false } }
    }

    func format(_ date: LiquidDate, zoneName: String?) throws -> String {
        try format(date, zoneName: zoneName) { String(decoding: $0, as: UTF8.self) }
    }

    /// `use` applied to the bytes of `date` formatted.
    func format<Result>(_ date: LiquidDate, zoneName: String?, _ use: (UnsafeBufferPointer<UInt8>) -> Result) throws -> Result {
        if let error { throw error }
        let t = CivilTime(date)
        return ByteWriter.withBytes({ render(t, zoneName: zoneName, into: &$0) }, use)
    }

    func render(_ t: CivilTime, zoneName: String?, into out: inout ByteWriter) {
        for piece in pieces {
            switch piece {
            case .literal(let range): literals.withUnsafeBufferPointer { out.append(UnsafeBufferPointer(rebasing: $0[range])) }
            case .directive(let d): Strftime.render(d, t, zoneName: zoneName, into: &out)
            }
        }
    }

    /// The compiled form of `format`, shared by all renders and threads.
    static func compiled(_ format: String) -> StrftimeFormat { cache.format(format) }

    private static let cache = Cache()

    /// The last few formats compiled, oldest first. Scanning them is cheaper than hashing the
    /// format: a site uses a handful, and `isSameKey` rules most of them out at once.
    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        /// Guarded by `lock`.
        @exclusivity(unchecked) private var recent: [(text: String, format: StrftimeFormat)] = []
        private static let capacity = 16

        func format(_ text: String) -> StrftimeFormat {
            lock.lock()
            defer { lock.unlock() }
            for entry in recent where entry.text.isSameKey(text) { return entry.format }
            let compiled = StrftimeFormat(text)
            if recent.count == Self.capacity { recent.removeFirst() }
            recent.append((text, compiled))
            return compiled
        }
    }
}
