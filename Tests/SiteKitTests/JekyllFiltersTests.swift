import Foundation
import Liquid
import Testing
import SiteKit

/// Jekyll's filters rendered through real templates. Expected outputs come from Debian's
/// Jekyll 4.3.1 (ruby-liquid 5.4) rendering the same template and data with baseurl `/blog`,
/// url `https://Example.com` and TZ=Europe/Berlin.
@Suite struct JekyllFiltersTests {
    struct JekyllCase: CustomTestStringConvertible, Sendable {
        var template: String
        var variables: [String: Value]
        var expected: String
        init(_ template: String, _ variables: [String: Value], _ expected: String) {
            self.template = template
            self.variables = variables
            self.expected = expected
        }
        var testDescription: String { template }
    }

    static let site = JekyllFilterSite(
        baseurl: "/blog/", url: "https://Example.com", timeZone: TimeZone(identifier: "Europe/Berlin")!,
        markdownify: { "<p>" + $0 + "</p>" })

    static func render(_ c: JekyllCase) throws -> String {
        let environment = Environment()
        registerJekyllFilters(into: environment, site: site)
        let template = try Template.parse(c.template, environment: environment)
        let context = RenderContext(environment: environment, variables: c.variables)
        return try template.render(context)
    }

    @Test(arguments: Self.rendered)
    func rendersAsJekyll(_ c: JekyllCase) throws {
        #expect(try Self.render(c) == c.expected)
    }

    @Test(arguments: Self.failing)
    func failsWithJekyllsMessage(_ c: JekyllCase) {
        #expect {
            _ = try Self.render(c)
        } throws: { error in
            String(describing: error).contains(c.expected)
        }
    }

    @Test func liquidsDateFilterUsesTheSiteTimeZone() throws {
        let environment = Environment()
        registerJekyllFilters(into: environment, site: Self.site)
        let template = try Template.parse(#"{{ "2024-03-05 14:07" | date: "%H:%M %z" }}|{{ 0 | date: "%F %H:%M %z" }}"#, environment: environment)
        // No timeZone register here: the zone comes from the site.
        #expect(try template.render(RenderContext(environment: environment)) == "14:07 +0100|1970-01-01 01:00 +0100")
    }

    /// With a `url` already in normal form, normal paths are joined to it without normalising
    /// again; the rest still are.
    @Test func absoluteURLOfANormalSiteURL() throws {
        let environment = Environment()
        let site = JekyllFilterSite(baseurl: "/blog", url: "https://example.com", timeZone: .gmt, markdownify: { $0 })
        registerJekyllFilters(into: environment, site: site)
        let template = try Template.parse("{% for u in list %}{{ u | absolute_url }}|{% endfor %}", environment: environment)
        let list: Value = ["/about/", "", "/a/./b", "/ü", "/x/../y", "https://other.org/A", "/q?x=1"]
        #expect(try template.render(RenderContext(environment: environment, variables: ["list": list]))
            == "https://example.com/blog/about/|https://example.com/blog|https://example.com/blog/a/b|https://example.com/blog/%C3%BC|https://example.com/blog/y|https://other.org/A|https://example.com/blog/q?x=1|")
    }

    /// Without a baseurl a path is only checked for normal form (Jekyll 4.3.1's output for the
    /// same list, the empty string aside).
    @Test func relativeURLWithoutBaseurl() throws {
        let environment = Environment()
        let site = JekyllFilterSite(baseurl: "", url: "", timeZone: .gmt, markdownify: { $0 })
        registerJekyllFilters(into: environment, site: site)
        let template = try Template.parse("{% for u in list %}{{ u | relative_url }}|{% endfor %}", environment: environment)
        let list: Value = ["/about/", "", "/a/./b", "/ü", "about", "https://other.org/A", "/q?x=1", "mailto:x@y", "/x/../y", "//a//b"]
        #expect(try template.render(RenderContext(environment: environment, variables: ["list": list]))
            == "/about/||/a/b|/%C3%BC|/about|https://other.org/A|/q?x=1|mailto:x@y|/y|//a//b|")
    }

    @Test func markdownifyUsesTheSitesConverter() throws {
        #expect(try Self.render(JekyllCase("{{ s | markdownify }}", ["s": "*x*"], "")) == "<p>*x*</p>")
    }

    @Test func sampleReturnsAnElementOfTheArray() throws {
        let picked = try Self.render(JekyllCase("{{ y | sample }}", ["y": ["a", "b", "c"]], ""))
        #expect(["a", "b", "c"].contains(picked))
    }

    @Test func relativeURLOfADocumentUsesItsURL() throws {
        final class Page: Drop, @unchecked Sendable {
            func liquidValue(forKey key: String) -> Value { key == "url" ? "/2024/hello.html" : .nil }
        }
        #expect(try Self.render(JekyllCase("{{ p | relative_url }}", ["p": .drop(Page())], "")) == "/blog/2024/hello.html")
    }

    @Test func jekyllWhereFindAndSortReplaceLiquids() throws {
        // Liquid's `find: "n"` would look for a truthy `n`; Jekyll's needs a value.
        #expect(throws: (any Error).self) { try Self.render(JekyllCase("{{ x | find: 'n' }}", ["x": [["n": 1]]], "")) }
        #expect(try Self.render(JekyllCase("{{ x | sort: 'n', 'last' | map: 'n' | join }}", ["x": [["n": 2], [:], ["n": 1]]], "")) == "1 2 ")
    }

    static let rendered: [JekyllCase] = [
        JekyllCase("{{ u | relative_url }}|{{ u | absolute_url }}", ["u": .string("/about/")],
            "/blog/about/|https://example.com/blog/about/"),
        JekyllCase("{{ u | relative_url }}|{{ u | absolute_url }}", ["u": .string("about")],
            "/blog/about|https://example.com/blog/about"),
        JekyllCase("{{ u | relative_url }}|{{ u | absolute_url }}", ["u": .string("")],
            "/blog|https://example.com/blog"),
        JekyllCase("{{ u | relative_url }}|{{ u | absolute_url }}", ["u": .string("https://x.com/A")],
            "https://x.com/A|https://x.com/A"),
        JekyllCase("{{ u | relative_url }}|{{ u | absolute_url }}", ["u": .string("/a b/ü?q=1 2#f g")],
            "/blog/a%20b/%C3%BC?q=1%202#f%20g|https://example.com/blog/a%20b/%C3%BC?q=1%202#f%20g"),
        JekyllCase("{{ u | relative_url }}|{{ u | absolute_url }}", ["u": .string("/a/./b/../c")],
            "/blog/a/c|https://example.com/blog/a/c"),
        JekyllCase("{{ u | relative_url }}|{{ u | absolute_url }}", ["u": .string("/%7euser/%41%2f")],
            "/blog/~user/A%2F|https://example.com/blog/~user/A%2F"),
        // Dots that are not whole segments stay; `.` and `..` segments go (Addressable 2.8).
        JekyllCase("{{ u | relative_url }}", ["u": .string("/x/.../y/.hidden/a..b/c.")], "/blog/x/.../y/.hidden/a..b/c."),
        JekyllCase("{{ u | relative_url }}|{{ v | relative_url }}|{{ w | relative_url }}",
            ["u": .string("/a/.."), "v": .string(".."), "w": .string("/.")], "/blog/|/|/blog/"),
        JekyllCase("{{ u | relative_url }}", ["u": .string("/x:y/a@b")], "/blog/x:y/a@b"),
        JekyllCase("{{ u | relative_url }}|{{ u | absolute_url }}", ["u": .string("mailto:x@y")],
            "mailto:x@y|mailto:x@y"),
        JekyllCase("{{ '/a/index.html' | strip_index }}|{{ '/a/index.htm' | strip_index }}|{{ '/index.html/x' | strip_index }}", [:],
            "/a/|/a/|/index.html/x"),
        JekyllCase("{{ s | cgi_escape }}", ["s": .string("foo, bar \\baz?%20 é&=+")],
            "foo%2C+bar+%5Cbaz%3F%2520+%C3%A9%26%3D%2B"),
        JekyllCase("{{ s | uri_escape }}", ["s": .string("foo, bar \\baz?%20%41 é[]{}|^`\"<>#&=+$")],
            "foo,%20bar%20%5Cbaz?%20A%20%C3%A9[]%7B%7D%7C%5E%60%22%3C%3E#&=+$"),
        JekyllCase("{{ d | date_to_xmlschema }}|{{ d | date_to_rfc822 }}", ["d": .string("2024-03-05T14:07:09.5Z")],
            "2024-03-05T15:07:09+01:00|Tue, 05 Mar 2024 15:07:09 +0100"),
        JekyllCase("{{ '2024-03-05' | date_to_string }}|{{ '2024-03-05' | date_to_long_string }}|{{ '2024-03-01' | date_to_string: 'ordinal' }}|{{ '2024-03-22' | date_to_long_string: 'ordinal', 'US' }}|{{ '2024-03-13' | date_to_string: 'ordinal', 'US' }}|{{ '' | date_to_string }}", [:],
            "05 Mar 2024|05 March 2024|1st Mar 2024|March 22nd, 2024|Mar 13th, 2024|"),
        JekyllCase("{{ 1709647620 | date_to_xmlschema }}|{{ '2024-12-31 23:30:00 -0800' | date_to_long_string }}", [:],
            "2024-03-05T15:07:00+01:00|01 January 2025"),
        JekyllCase("{{ s | xml_escape }}|{{ nil | xml_escape }}", ["s": .string("foo \"bar\" <baz> & it's")],
            "foo &quot;bar&quot; &lt;baz&gt; &amp; it&apos;s|"),
        JekyllCase("{{ x | inspect }}", ["x": .dictionary(["a": .array([.int(1), .string("<b>"), .nil, .double(2.5)]), "b": .string("it's")])],
            "{&quot;a&quot;=&gt;[1, &quot;&lt;b&gt;&quot;, nil, 2.5], &quot;b&quot;=&gt;&quot;it&apos;s&quot;}"),
        JekyllCase("{{ s | slugify }}|{{ s | slugify: 'pretty' }}|{{ s | slugify: 'raw' }}|{{ s | slugify: 'none' }}|{{ s | slugify: 'ascii' }}|{{ s | slugify: 'latin' }}", ["s": .string("Hello World! It's _a_ Ünïcödé (test)")],
            "hello-world-it-s-a-ünïcödé-test|hello-world!-it's-_a_-ünïcödé-(test)|hello-world!-it's-_a_-ünïcödé-(test)|hello world! it's _a_ ünïcödé (test)|hello-world-it-s-a-n-c-d-test|hello-world-it-s-a-unicode-test"),
        JekyllCase("{{ s | smartify }}", ["s": .string("\"Hello\" -- it's --- a test... 'single' <b>\"x\"</b> the '80s, \"I said 'hi'\". a & b << >>")],
            "“Hello” – it’s — a test… ‘single’ <b>“x”</b> the ’80s, “I said ‘hi’”. a &amp; b «\u{a0}»"),
        JekyllCase("{{ s | smartify }}", ["s": .string("<div>\"raw\"</div>\n\"y\" &copy; &amp; 1'2\"")],
            "<div>\"raw\"</div>\n“y” © &amp; 1’2”"),
        // Every name kramdown knows (its `lceil` swapped), `&`, `<` and `>` as written, `"` bare.
        JekyllCase("{{ s | smartify }}", ["s": .string("a &alpha; &hearts; &lceil; &bogus; &amp; &#8212; &#x41; &nbsp; &copy; &apos; &#39; &quot; &lt; &#60; 'q' -- ...")],
            "a α ♥ ⌉ &amp;bogus; &amp; — A \u{a0} © ' ' \" &lt; &#60; ‘q’ – …"),
        JekyllCase("{{ x | jsonify }}", ["x": .dictionary(["a": .dictionary(["y": .double(1e+20), "z": .int(1)]), "b": .array([.int(1), .double(2.5), .nil, .bool(true), .string("s\"\\/\n\t\u{1}é")])])],
            "{\"a\":{\"y\":1.0e+20,\"z\":1},\"b\":[1,2.5,null,true,\"s\\\"\\\\/\\n\\t\\u0001é\"]}"),
        JekyllCase("{{ s | jsonify }}|{{ n | jsonify }}|{% assign r = (1..3) %}{{ r | jsonify }}", ["s": .string("str"), "n": .nil],
            "\"str\"|null|\"1..3\""),
        JekyllCase("{{ s | normalize_whitespace }}", ["s": .string("  Hello \t\n  World \u{c} x ")],
            "Hello World x"),
        JekyllCase("{{ s | normalize_whitespace }}|{{ e | normalize_whitespace }}|{{ w | normalize_whitespace }}",
            ["s": .string("\n Café\u{a0} “ü” \r\n\t日本 "), "e": .string(""), "w": .string(" \t\n ")],
            "Café\u{a0} “ü” 日本||"),
        JekyllCase("{{ s | number_of_words }}|{{ s | number_of_words: 'cjk' }}|{{ s | number_of_words: 'auto' }}|{{ t | number_of_words: 'auto' }}", ["s": .string("日本語 the 中文 text, ok"), "t": .string("plain  words\there")],
            "5|8|8|3"),
        JekyllCase("{{ e | number_of_words }}|{{ s | number_of_words }}|{{ u | number_of_words }}", ["e": .string(""), "s": .string(" \u{b} a\u{b}b\r\n\u{c}c  "), "u": .string("naïve café\u{a0}latte")],
            "0|3|2"),
        JekyllCase("{{ a | array_to_sentence_string }}|{{ b | array_to_sentence_string }}|{{ c | array_to_sentence_string: 'or' }}|{{ d | array_to_sentence_string }}|{{ e | array_to_sentence_string }}", ["a": .array([.string("apples"), .string("oranges"), .string("grapes")]), "b": .array([.string("a"), .string("b")]), "c": .array([.string("x"), .int(1), .double(2.5)]), "d": .array([]), "e": .array([.string("solo")])],
            "apples, oranges, and grapes|a and b|x, 1, or 2.5||solo"),
        JekyllCase("{{ x | where: 'tags', 'ruby' | map: 'n' | join: ',' }}|{{ x | where: 'n', '2' | map: 'n' | join: ',' }}|{{ x | where: 'r', nil | map: 'n' | join: ',' }}|{{ x | where: 'f', '1.50' | map: 'n' | join: ',' }}|{{ x | where: 'f', '1.5' | map: 'n' | join: ',' }}|{{ x | where: 'o.p', 'q' | map: 'n' | join: ',' }}", ["x": .array([.dictionary(["n": .int(1), "tags": .array([.string("ruby"), .string("go")]), "f": .string("1.50"), "o": .dictionary(["p": .string("q")])]), .dictionary(["n": .int(2), "tags": .string("ruby"), "r": .nil, "f": .double(1.5)]), .dictionary(["n": .int(3), "tags": .array([.string("rubyist")])])])],
            "1,2|2|1,2,3||1,2|1"),
        JekyllCase("{{ x | find: 'n', 2 | map: 'n' }}|{{ x | find: 'n', 9 }}|{{ h | where: 'n', 1 | size }}|{{ s | where: 'n', 1 }}", ["x": .array([.dictionary(["n": .int(1)]), .dictionary(["n": .int(2)])]), "h": .dictionary(["a": .dictionary(["n": .int(1)]), "b": .dictionary(["n": .int(2)])]), "s": .string("str")],
            "2||1|str"),
        JekyllCase("{% assign g = x | group_by: 'k' %}{% for i in g %}{{ i.name }}={{ i.size }}:{{ i.items | map: 'n' | join: ',' }};{% endfor %}", ["x": .array([.dictionary(["n": .int(1), "k": .string("a")]), .dictionary(["n": .int(2), "k": .int(5)]), .dictionary(["n": .int(3), "k": .string("a")]), .dictionary(["n": .int(4)])])],
            "a=2:1,3;5=1:2;=1:4;"),
        JekyllCase("{% assign g = x | group_by_exp: 'i', 'i.n | modulo: 2' %}{% for i in g %}{{ i.name }}={{ i.size }}:{{ i.items | map: 'n' | join: ',' }};{% endfor %}", ["x": .array([.dictionary(["n": .int(1), "k": .string("a")]), .dictionary(["n": .int(2), "k": .int(5)]), .dictionary(["n": .int(3), "k": .string("a")]), .dictionary(["n": .int(4)])])],
            "1=2:1,3;0=2:2,4;"),
        JekyllCase("{{ x | where_exp: 'i', 'i.n > 1 and i.k == \"a\"' | map: 'n' | join: ',' }}|{{ x | find_exp: 'i', 'i.n >= 2' | map: 'n' }}|{{ x | where_exp: 'i', 'i.k' | size }}", ["x": .array([.dictionary(["n": .int(1), "k": .string("a")]), .dictionary(["n": .int(2), "k": .int(5)]), .dictionary(["n": .int(3), "k": .string("a")]), .dictionary(["n": .int(4)])])],
            "3|2|3"),
        JekyllCase("{{ x | sort: 'k' | map: 'n' | join: ',' }}|{{ x | sort: 'k', 'last' | map: 'n' | join: ',' }}|{{ y | sort | join: ',' }}", ["x": .array([.dictionary(["n": .int(1), "k": .string("b")]), .dictionary(["n": .int(2), "k": .int(10)]), .dictionary(["n": .int(3)]), .dictionary(["n": .int(4), "k": .string("9")]), .dictionary(["n": .int(5), "k": .string("a")])]), "y": .array([.int(3), .int(1), .int(2)])],
            "3,4,2,5,1|4,2,5,1,3|1,2,3"),
        JekyllCase("{{ y | push: 4 | join: ',' }}|{{ y | pop | join: ',' }}|{{ y | pop: 2 | join: ',' }}|{{ y | shift | join: ',' }}|{{ y | shift: '2' | join: ',' }}|{{ y | unshift: 0 | join: ',' }}|{{ s | push: 1 }}|{{ y | pop: 9 | size }}", ["y": .array([.int(1), .int(2), .int(3)]), "s": .string("str")],
            "1,2,3,4|1,2|1|2,3|3|0,1,2,3|str|0"),
        JekyllCase("{{ 'true' | to_integer }}|{{ true | to_integer }}|{{ '12abc' | to_integer }}|{{ 3.9 | to_integer }}|{{ nil | to_integer }}", [:],
            "0|1|12|3|0"),
        JekyllCase("{{ y | sample: 3 | sort | join: ',' }}|{{ s | sample }}", ["y": .array([.string("a"), .string("b"), .string("c")]), "s": .string("str")],
            "a,b,c|str"),
    ]

    /// Ruby's errors, by the part of their message sitegen reproduces.
    static let failing: [JekyllCase] = [
        JekyllCase("{{ 'hello' | date_to_string }}", [:], "Invalid Date: '\"hello\"' is not a valid datetime."),
        JekyllCase("{{ x | sort: 'k', 'bogus' }}", ["x": .array([.dictionary(["k": .int(1)])])], "Invalid nils order: 'bogus' is not a valid nils order. It must be 'first' or 'last'."),
        JekyllCase("{{ y | sort }}", ["y": .array([.int(3), .string("a")])], "comparison of Integer with String failed"),
        JekyllCase("{{ nil | sort }}", [:], "Cannot sort a null object."),
        JekyllCase("{{ y | pop: -1 }}", ["y": .array([.int(1)])], "negative array size"),
        JekyllCase("{{ 5 | cgi_escape }}", [:], "no implicit conversion of Integer into String"),
    ]
}
