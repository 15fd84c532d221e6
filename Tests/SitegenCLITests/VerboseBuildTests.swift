import Foundation
import TestSupport
import Testing

@Suite struct VerboseBuildTests {
    @Test func verboseListsEveryFileWritten() throws {
        let tmp = try TemporaryFolder("sitegen-cli")
        defer { tmp.remove() }
        let site = try tmp.copyFixture("defects")
        let result = try CLI.run(["build", "--verbose", "-s", site.path, "-d", tmp.url("out").path])
        #expect(result.status == 0, "\(result.stderr)")
        let listed = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  written: ") }.map { String($0.dropFirst(11)) }
        #expect(listed == ["2024/01/01/one.html", "2024/01/02/two.html", "files/data.txt", "index.html"])
    }
}
