import Foundation
import Liquid
import Testing

/// `find`, `find_index`, `has`, `reject` and `sum` came after Liquid 5.4; their expected
/// results follow Shopify Liquid's current behaviour as the Golden Liquid suite records it.
@Suite struct SelectionFiltersTests {
    static let hashes: Value = [["x": 99], ["z": 42, "foo": "bar"]]
    static let strings: Value = ["x", "y", "zoo"]

    @Test(arguments: [
        FilterCase("find", hashes, ["z", 42], #"{"z"=>42, "foo"=>"bar"}"#),
        FilterCase("find", [["x": 99], nil, ["z": 42]], ["z", 42], "nil"),
        FilterCase("find", strings, ["oo"], #""zoo""#),
        FilterCase("find", strings, ["foo"], "nil"),
        FilterCase("find", ["z": 42], ["z"], #"{"z"=>42}"#),
        FilterCase("find", ["x", nil, "z"], ["z"], "nil"),
        FilterCase("find", "zoo", ["z", "y"], "nil"),
        FilterCase("find", [], ["z"], "nil"),
        FilterCase("find_index", hashes, ["z", 42], "1"),
        FilterCase("find_index", ["x", "y", "z"], ["z"], "2"),
        FilterCase("find_index", ["foo", "bar", ["z": nil]], ["z", nil], "nil"),
        FilterCase("find_index", "zoo", ["z", "z"], "0"),
    ])
    func findReturnsTheFirstMatchingItemOrItsIndex(_ c: FilterCase) {
        #expect(FilterHarness.run(c) == c.expected)
    }

    @Test(arguments: [
        FilterCase("has", [["x": 99], ["z": 42]], ["z", 42], "true"),
        FilterCase("has", [["x": 99], ["z": 42]], ["z", 7], "false"),
        FilterCase("has", [["x": 99], ["z": 42]], [42], "false"),
        FilterCase("has", [["x": 99], ["z": 42]], [nil], "false"),
        FilterCase("has", [["x": 99], nil, ["z": 42]], ["z", 42], "nil"),
        FilterCase("has", [1, 2, 3], [2], "true"),
        FilterCase("has", [1, 2, 3], ["2"], "error: cannot select the property '2'"),
        FilterCase("has", ["z": 42], ["z", "42"], "false"),
        FilterCase("has", ["z": false], ["z", false], "true"),
        FilterCase("has", "zoo", ["z"], "true"),
        FilterCase("has", [], ["z"], "false"),
    ])
    func hasTellsWhetherAnyItemMatches(_ c: FilterCase) {
        #expect(FilterHarness.run(c) == c.expected)
    }

    @Test(arguments: [
        FilterCase("reject", [["title": "foo"], ["title": false], ["title": nil], ["heading": "baz"]], ["title"],
            #"[{"title"=>false}, {"title"=>nil}, {"heading"=>"baz"}]"#),
        FilterCase("reject", [["title": true], ["title": "bar"], ["title": nil]], ["title", true], #"[{"title"=>"bar"}, {"title"=>nil}]"#),
        FilterCase("reject", [[["title": "foo"], ["title": "bar"]], [[["title": nil]]]], ["title", "bar"], #"[{"title"=>"foo"}, {"title"=>nil}]"#),
        FilterCase("reject", ["x", "y", "cat"], ["c"], #"["x", "y"]"#),
        FilterCase("reject", ["x", "y", "cat", 1], ["c"], "error: cannot select the property 'c'"),
        FilterCase("reject", ["x", "cat", nil], ["c"], "nil"),
        FilterCase("reject", "foobar", ["oo"], "[]"),
        FilterCase("reject", ["foo": 1, "bar": 2], ["bar", 2], "[]"),
        FilterCase("reject", nil, ["c"], "[]"),
    ])
    func rejectKeepsTheItemsThatDoNotMatch(_ c: FilterCase) {
        #expect(FilterHarness.run(c) == c.expected)
    }

    @Test(arguments: [
        FilterCase("sum", [1, [2, [3]]], [], "6"),
        FilterCase("sum", ["-1", "-2", "-3"], [], "-6"),
        FilterCase("sum", [0.1, 0.2], [], "0.3"),
        FilterCase("sum", [1, "2.5"], [], "3.5"),
        FilterCase("sum", [], [], "0"),
        FilterCase("sum", [["k": "1"], ["k": 2], ["x": 3]], ["k"], "3"),
        FilterCase("sum", [["k": 1], ["k": 2]], [], "0"),
        FilterCase("sum", [1, 2, 3], ["k"], "error: cannot select the property 'k'"),
        FilterCase("sum", [nil, 1.5, ["k": 1]], ["k"], "1"),
    ])
    func sumAddsNumbersOrAProperty(_ c: FilterCase) {
        #expect(FilterHarness.run(c) == c.expected)
    }

    @Test func everyStandardFilterIsRegistered() {
        let names = """
            abs append at_least at_most capitalize ceil compact concat date default divided_by downcase escape \
            escape_once first floor join last lstrip map minus modulo newline_to_br plus prepend remove \
            remove_first remove_last replace replace_first replace_last reverse round rstrip size slice sort \
            sort_natural split strip strip_html strip_newlines sum times truncate truncatewords uniq upcase \
            url_decode url_encode where base64_encode base64_decode base64_url_safe_encode \
            base64_url_safe_decode find find_index has reject h
            """.split(separator: " ").map(String.init)
        let environment = Environment()
        #expect(names.filter { environment.filters[$0] == nil } == [])
    }
}
