import Foundation
import Testing

@Suite struct VerboseBuildTests {
    @Test func verboseListsEveryFileWritten() throws {
        let tmp = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let site = try CLI.copyFixture("defects", to: tmp)
        let result = try CLI.run(["build", "--verbose", "-s", site.path, "-d", tmp.appendingPathComponent("out").path])
        #expect(result.status == 0, "\(result.stderr)")
        let listed = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  written: ") }.map { String($0.dropFirst(11)) }
        #expect(listed == ["2024/01/01/one.html", "2024/01/02/two.html", "files/data.txt", "index.html"])
    }
}
