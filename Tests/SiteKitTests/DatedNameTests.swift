import Testing
@testable import SiteKit

/// Which file names in `_posts` are posts, and their date part: Jekyll's DATE_FILENAME_MATCHER.
@Suite struct DatedNameTests {
    static let cases: [(String, String?, String?)] = [
        ("2026-01-20-hello.md", "2026-01-20", "hello.md"),
        ("26-1-2-a.b.markdown", "26-1-2", "a.b.markdown"),
        ("2026-01-20-.md", "2026-01-20", ".md"),
        ("2026-01-20-two-dashes.html", "2026-01-20", "two-dashes.html"),
        ("2026-01-20-héllo.md", "2026-01-20", "héllo.md"),
        ("2026-01-20-noext", nil, nil),
        ("2026-01-20-trailing.", nil, nil),
        ("20261-01-20-x.md", nil, nil),
        ("2-01-20-x.md", nil, nil),
        ("2026-001-20-x.md", nil, nil),
        ("2026-01-200-x.md", nil, nil),
        ("2026-01-20x.md", nil, nil),
        ("2026-01-20.md", nil, nil),
        ("2026-0a-20-x.md", nil, nil),
        ("２０２６-01-20-x.md", nil, nil),
        ("notes.md", nil, nil),
        ("", nil, nil),
    ]

    @Test(arguments: cases)
    func splitsAsJekyllsMatcher(_ name: String, _ date: String?, _ rest: String?) {
        let split = SiteReader.splitDatedName(name)
        #expect(split?.date == date)
        #expect(split?.rest == rest)
    }
}
