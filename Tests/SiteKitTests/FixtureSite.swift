import Foundation
@testable import SiteKit
import TestSupport

/// A copy of a fixture site under `Tests/Fixtures/` in a fresh temporary folder.
struct FixtureSite {
    let folder: TemporaryFolder
    var root: URL { folder.url }
    var source: URL { root.appendingPathComponent("site") }
    var destination: URL { root.appendingPathComponent("out") }

    init(_ name: String) throws {
        folder = try TemporaryFolder()
        try folder.copyFixture(name)
    }

    func options(_ configure: (inout BuildOptions) -> Void = { _ in }) -> BuildOptions {
        var o = BuildOptions()
        o.source = source.path
        o.destination = destination.path
        o.quiet = true
        configure(&o)
        return o
    }

    @discardableResult
    func build(_ configure: (inout BuildOptions) -> Void = { _ in }) throws -> BuildReport {
        try SiteBuilder(options: options(configure)).build()
    }

    /// The build's error, or nil when it succeeded.
    func buildError(_ configure: (inout BuildOptions) -> Void = { _ in }) -> SiteError? {
        do {
            try build(configure)
            return nil
        } catch let e as SiteError {
            return e
        } catch {
            return SiteError("unexpected \(error)")
        }
    }

    func output(_ path: String) -> String? {
        try? String(contentsOf: destination.appendingPathComponent(path), encoding: .utf8)
    }

    func write(_ text: String, to path: String) throws {
        let url = source.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Every file under the destination, relative and sorted.
    func outputPaths() -> [String] {
        guard let e = FileManager.default.enumerator(at: destination, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var paths: [String] = []
        let base = destination.resolvingSymlinksInPath().path
        for case let url as URL in e {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                paths.append(String(url.resolvingSymlinksInPath().path.dropFirst(base.count + 1)))
            }
        }
        return paths.sorted()
    }

    func remove() { folder.remove() }
}
