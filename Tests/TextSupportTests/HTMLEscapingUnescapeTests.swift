import Testing
import TextSupport

@Suite struct HTMLEscapingUnescapeTests {
    @Test(arguments: [
        ("a &amp; b &lt;c&gt; &quot;d&quot; &#39;e&#39; &apos;", "a & b <c> \"d\" 'e' '"),
        ("&copy; &nbsp;&hearts; &#x2014; &#8212;", "© \u{A0}♥ — —"),
        ("&bogus; & &amp &#xZZ; &#;", "&bogus; & &amp &#xZZ; &#;"),
        ("[{&quot;id&quot;:&quot;tl;dr&quot;}]", "[{\"id\":\"tl;dr\"}]"),
    ])
    func referencesDecodeAndEverythingElseStays(escaped: String, text: String) {
        #expect(HTMLEscaping.unescape(escaped) == text)
    }

    @Test func unescapeReadsBackWhatTheAttributeEscaperWrites() {
        let value = "<a href=\"x\">it's & “quoted”</a>"
        #expect(HTMLEscaping.unescape(HTMLEscaping.attribute(value)) == value)
    }
}
