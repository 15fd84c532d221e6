import Foundation

/// A fresh folder under the system's temporary folder, removed when the last reference to it
/// goes (or by `remove()`). Its path is resolved, so it compares equal to the paths that the
/// server, the watcher and the writer resolve (`/tmp` may be a symlink, as on macOS).
public final class TemporaryFolder: @unchecked Sendable {
    public let url: URL
    public var path: String { url.path }

    /// - Parameter prefix: starts the folder's name, to tell whose leftovers are whose.
    public init(_ prefix: String = "sitegen-test") throws {
        let created = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: created, withIntermediateDirectories: true)
        url = created.resolvingSymlinksInPath()
    }

    /// `relative` inside the folder.
    public func url(_ relative: String) -> URL { url.appendingPathComponent(relative) }

    /// Writes `text` to `relative`, making the folders on the way.
    public func write(_ relative: String, _ text: String) throws {
        let file = url(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: false, encoding: .utf8)
    }

    public func read(_ relative: String) throws -> String {
        try String(contentsOf: url(relative), encoding: .utf8)
    }

    /// A copy of the fixture site `Tests/Fixtures/<name>` at `relative` inside the folder.
    @discardableResult
    public func copyFixture(_ name: String, to relative: String = "site") throws -> URL {
        let target = url(relative)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.url(name), to: target)
        return target
    }

    public func remove() { try? FileManager.default.removeItem(at: url) }

    deinit { remove() }
}

/// Where the package's fixture sites and example site are, found from this file's path.
public enum Fixtures {
    /// The package's root folder.
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/Fixtures`.
    public static let root = packageRoot.appendingPathComponent("Tests/Fixtures")

    /// The fixture site `Tests/Fixtures/<name>`.
    public static func url(_ name: String) -> URL { root.appendingPathComponent(name) }
}
