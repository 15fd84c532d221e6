import Testing
@testable import SiteKit

/// The byte-level scans agree with what Ruby (Jekyll) finds in the same text.
@Suite struct TextLinesTests {
    @Test(arguments: [
        ("intro\n\nrest", "\n\n", "intro"),
        ("héllo wörld<!--more-->tail", "<!--more-->", "héllo wörld"),
        ("a\r\n\nb", "\n\n", "a\r"),
        ("end sep", "sep", "end "),
        ("sep first", "sep", ""),
    ])
    func firstRangeFindsTheBytesRubyWouldSplitAt(_ text: String, _ needle: String, _ before: String) throws {
        let range = try #require(TextLines.firstRange(of: needle, in: text))
        #expect(String(text[..<range.lowerBound]) == before)
        #expect(String(text[range]) == needle)
    }

    @Test func firstRangeIsNilWhenAbsentOrEmpty() {
        #expect(TextLines.firstRange(of: "\n\n", in: "one\r\n\r\ntwo") == nil)
        #expect(TextLines.firstRange(of: "longer than text", in: "short") == nil)
        #expect(TextLines.firstRange(of: "", in: "anything") == nil)
    }

    @Test(arguments: [("", false), ("{", false), ("a{", false), ("{ {", false), ("}{x", false), ("{{", true),
                      ("x {% y", true), ("é{é{{", true), ("{{{", true), ("text {", false)])
    func containsLiquidSpotsOnlyTagAndOutputOpeners(_ text: String, _ expected: Bool) {
        #expect(SiteRenderer.containsLiquid(text) == expected)
    }
}
