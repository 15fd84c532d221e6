import Testing
@testable import SiteKit

/// `slugify` takes a byte path for ASCII input; it must answer as the Unicode path does.
@Suite struct SlugifyFastPathTests {
    static let modes: [Slugify.Mode] = [.raw, .default, .pretty, .ascii]

    /// Every printable ASCII byte and the whitespace around words, in seeded random strings.
    static func samples() -> [String] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let alphabet = Array((0x20...0x7E).map { Character(UnicodeScalar($0)) }) + ["\t", "\n", "-", "-", " ", " "]
        var result = ["", "-", "--", " a ", "-a-", "A B", "Hello World! It's _a_ (test)", "a--b", "  -x- "]
        for _ in 0..<400 { result.append(String((0..<next(24)).map { _ in alphabet[next(alphabet.count)] })) }
        return result
    }

    @Test(arguments: modes)
    func asciiPathMatchesUnicodePath(_ mode: Slugify.Mode) {
        for text in Self.samples() {
            for cased in [false, true] {
                #expect(
                    Slugify.asciiSlugify(text, mode: mode, cased: cased) == Slugify.unicodeSlugify(text, mode: mode, cased: cased),
                    "\(mode) \(cased) \(text.debugDescription)")
            }
        }
    }
}
