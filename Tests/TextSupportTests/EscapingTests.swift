import Testing
import TextSupport

@Suite struct HTMLEscapingTests {
    static let cases: [(input: String, set: HTMLEscapeSet, expected: String)] = [
        ("plain text", .attribute, "plain text"),
        ("", .attribute, ""),
        ("a < b && c > d", .text, "a &lt; b &amp;&amp; c &gt; d"),
        ("say \"hi\" & 'bye'", .text, "say \"hi\" &amp; 'bye'"),
        ("say \"hi\" & 'bye'", .textAndQuotes, "say &quot;hi&quot; &amp; 'bye'"),
        ("say \"hi\" & 'bye'", .attribute, "say &quot;hi&quot; &amp; &#39;bye&#39;"),
        ("say \"hi\" & 'bye'", .xml, "say &quot;hi&quot; &amp; &apos;bye&apos;"),
        ("<<>>", .attribute, "&lt;&lt;&gt;&gt;"),
        ("&amp;", .attribute, "&amp;amp;"),
        ("日本語 <é>", .attribute, "日本語 &lt;é&gt;"),
        ("x\u{301}'", .attribute, "x\u{301}&#39;"),
    ]

    @Test(arguments: cases.indices) func escapesItsSetOfCharacters(_ index: Int) {
        let c = Self.cases[index]
        #expect(HTMLEscaping.escape(c.input, c.set) == c.expected)
    }

    @Test func textAndAttributeAreTheirSets() {
        #expect(HTMLEscaping.text("<a href=\"x\">'</a>") == "&lt;a href=\"x\"&gt;'&lt;/a&gt;")
        #expect(HTMLEscaping.attribute("<a href=\"x\">'</a>") == "&lt;a href=&quot;x&quot;&gt;&#39;&lt;/a&gt;")
    }

    /// The byte-level writer against a character-by-character replacement, on random mixes of
    /// escaped characters, multi-byte text and entities.
    @Test func byteLevelWriterMatchesCharacterReplacement() {
        let entities: [Character: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;"]
        let pieces = ["&", "<", ">", "\"", "'", "a", "é", "日", " ", "&amp;", "x\u{301}", "🙂"]
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<1000 {
            let text = (0..<next(24)).map { _ in pieces[next(pieces.count)] }.joined()
            var expected = ""
            for scalar in text.unicodeScalars { expected += entities[Character(scalar)] ?? String(scalar) }
            #expect(HTMLEscaping.escape(text, .xml) == expected)
            var bytes: [UInt8] = Array("prefix:".utf8)
            Array(text.utf8).withUnsafeBufferPointer { HTMLEscaping.append($0, .xml, to: &bytes) }
            #expect(String(decoding: bytes, as: UTF8.self) == "prefix:" + expected)
        }
    }
}

@Suite struct JSONEscapingTests {
    static let cases: [(input: String, scriptSafe: Bool, expected: String)] = [
        ("plain", false, #""plain""#),
        ("", false, #""""#),
        ("say \"hi\" \\ now", false, #""say \"hi\" \\ now""#),
        ("a\nb\tc\rd\u{8}e\u{C}f", false, #""a\nb\tc\rd\be\ff""#),
        ("\u{0}\u{1}\u{1F}", false, #""\u0000\u0001\u001f""#),
        ("</script><!-- & >", false, #""</script><!-- & >""#),
        ("</script><!-- & >", true, #""\u003c/script\u003e\u003c!-- \u0026 \u003e""#),
        ("line\u{2028}para\u{2029}", false, "\"line\u{2028}para\u{2029}\""),
        ("line\u{2028}para\u{2029}", true, #""line\u2028para\u2029""#),
        ("del\u{7F}", true, #""del\u007f""#),
        ("日本 – é", true, "\"日本 – é\""),
        ("\u{2026}\u{20AC}", true, "\"\u{2026}\u{20AC}\""),
    ]

    @Test(arguments: cases.indices) func quotesAsJSON(_ index: Int) {
        let c = Self.cases[index]
        #expect(JSONEscaping.quoted(c.input, scriptSafe: c.scriptSafe) == c.expected)
    }

    @Test func appendsAfterWhatIsThere() {
        var out = "{\"k\":"
        JSONEscaping.appendQuoted("v\"", to: &out)
        #expect(out == #"{"k":"v\"""#)
    }

    /// `scriptSafe(json:)` changes only `</` and U+2028/U+2029; other `<` and other E2 lead
    /// bytes (a curly quote, an en dash) stay, at the text's end too.
    static let scriptSafeCases: [(json: String, expected: String)] = [
        (#"{"a":"b"}"#, #"{"a":"b"}"#),
        ("", ""),
        (#"["</p>","a<b","<"]"#, #"["<\/p>","a<b","<"]"#),
        ("\"it\u{2019}s \u{2013} x\"", "\"it\u{2019}s \u{2013} x\""),
        ("\"a\u{2028}b\u{2029}\"", #""a\u2028b\u2029""#),
        ("\"\u{2029}", #""\u2029"#),
        ("\"x</", #""x<\/"#),
        ("\"x<", "\"x<"),
    ]

    @Test(arguments: scriptSafeCases.indices) func scriptSafeEscapesOnlyWhatEndsAScript(_ index: Int) {
        let c = Self.scriptSafeCases[index]
        #expect(JSONEscaping.scriptSafe(json: c.json) == c.expected)
    }
}
