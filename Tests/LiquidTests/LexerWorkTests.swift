import Testing

@testable import Liquid

/// The template lexer's searches for `}` and `%}` read each byte a bounded number of times, so
/// an unclosed `{{` or `{%` repeated does not make tokenizing quadratic (issue 31: 2,000 copies
/// of `{{x y ` took 0.29 s, 4,000 took 1.04 s). Work is counted, never timed.
@Suite struct LexerWorkTests {
    /// The tokens as the lexer made them before (each search from its own start), to compare.
    static func reference(_ bytes: [UInt8]) -> [(Int, Int)] {
        var tokens: [(Int, Int)] = []
        let n = bytes.count
        var i = 0
        while i + 1 < n {
            guard bytes[i] == UInt8(ascii: "{") else { i += 1; continue }
            if bytes[i + 1] == UInt8(ascii: "{") {
                var k = i + 2
                while k < n && bytes[k] != UInt8(ascii: "}") { k += 1 }
                let end = k < n ? ((k + 1 < n && bytes[k + 1] == UInt8(ascii: "}")) ? k + 2 : k + 1) : i + 2
                tokens.append((i, end))
                i = end
            } else if bytes[i + 1] == UInt8(ascii: "%") {
                var k = i + 2, end = i + 2
                while k + 1 < n {
                    if bytes[k] == UInt8(ascii: "%") && bytes[k + 1] == UInt8(ascii: "}") { end = k + 2; break }
                    k += 1
                }
                tokens.append((i, end))
                i = end
            } else {
                i += 1
            }
        }
        return tokens
    }

    static func tokens(_ bytes: [UInt8]) -> (tokens: [(Int, Int)], scanned: Int) {
        var scanned = 0
        let all = bytes.withUnsafeBufferPointer { TemplateLexer.tokenize($0, scanned: &scanned) }
        return (all.filter { $0.kind != .text }.map { ($0.start, $0.end) }, scanned)
    }

    @Test(arguments: ["{{x y ", "{%x y ", "{{x y {%x y ", "{%x }", "{{x %}"])
    func unclosedMarkupRepeatedTokenizesInLinearWork(_ unit: String) {
        let bytes = Array(String(repeating: unit, count: 100_000).utf8)
        let (tokens, scanned) = Self.tokens(bytes)
        #expect(scanned <= 2 * bytes.count, "\(scanned) bytes searched for \(bytes.count)")
        // The reference is quadratic here: the same text, shorter, gives the tokens per copy.
        let short = Array(String(repeating: unit, count: 50).utf8)
        #expect(tokens.count == Self.reference(short).count * 2_000)
    }

    // The remembered searches give the tokens the lexer gave before, on random brace soup.
    @Test func rememberedSearchesGiveTheSameTokens() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        let alphabet = Array("{}% x-".utf8)
        for _ in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<64 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            let mine = Self.tokens(bytes).tokens
            let theirs = Self.reference(bytes)
            #expect(mine.map(\.0) == theirs.map(\.0) && mine.map(\.1) == theirs.map(\.1), "\(String(decoding: bytes, as: UTF8.self))")
        }
    }
}
