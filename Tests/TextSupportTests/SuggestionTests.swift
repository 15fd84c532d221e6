import Testing
import TextSupport

@Suite struct SuggestionTests {
    @Test(arguments: [
        ("dat", ["date", "data", "default"], "data"),  // one edit each: the alphabetically first
        ("paginte", ["paginate", "paginate_path", "plugins"], "paginate"),
        ("strip_hmtl", ["strip_html", "strip"], "strip_html"),  // a swap is one edit
        ("upcase", ["downcase"], nil),  // two edits in six letters: not a typo of it
        ("xyz", ["date"], nil),
    ] as [(String, [String], String?)])
    func closestNameWithinTypoDistance(name: String, candidates: [String], expected: String?) {
        #expect(Suggestion.closest(to: name, in: candidates) == expected)
    }
}
