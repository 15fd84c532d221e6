import Foundation
import Testing
@testable import SiteKit

/// Psych, which Jekyll reads all YAML through, keeps the last of a key written twice in one
/// mapping: in front matter, in `_config.yml` and in data files alike. The build goes on and
/// each dropped key is warned about at the line that wins.
@Suite struct YAMLDuplicateKeysTests {
    @Test func lastValueWinsInConfigDataAndCollectionFrontMatter() throws {
        let site = try FixtureSite("yaml-duplicates")
        defer { site.remove() }
        let report = try site.build()
        // Jekyll 4.3.1's output for the fixture.
        #expect(site.output("index.html") == "Second|two|2|working paper /pubs/p/\n")
        #expect(site.outputPaths() == ["index.html", "pubs/p/index.html"])
        let lines = report.warnings.filter { $0.message.contains("duplicate key") }
            .map { "\($0.location?.file ?? ""):\($0.location?.line ?? 0) \($0.message)" }.sorted()
        #expect(lines == [
            "_config.yml:6 duplicate key 'title' (also on line 1): the last one wins, as in Jekyll",
            "_data/d.yml:2 duplicate key 'name' (also on line 1): the last one wins, as in Jekyll",
            "_data/d.yml:5 duplicate key 'k' (also on line 4): the last one wins, as in Jekyll",
            "_pubs/p.md:4 duplicate key 'type' (also on line 2): the last one wins, as in Jekyll",
        ])
    }

    @Test func spacesBeforeTheColonDoNotHideADuplicate() {
        let resolved = DuplicateKeys.resolve("a: 1\n\"b\" : 2\na : 3\nb: 4\n")
        #expect(resolved?.duplicates.map(\.key) == ["a", "b"])
    }
}
