import Foundation

/// What `sitegen build` (and `serve`) were asked to do; Jekyll's names.
public struct BuildOptions: Sendable {
    public var source: String = "."
    /// Nil: the config's `destination`, else `<source>/_site`.
    public var destination: String?
    /// `--config a.yml,b.yml`; empty means `_config.yml` (or `_config.yaml`) in the source.
    public var configFiles: [String] = []
    public var drafts = false
    public var future = false
    public var unpublished = false
    public var baseurl: String?
    /// Warnings become errors.
    public var strict = false
    public var quiet = false
    public var verbose = false
    public var profile = false
    public init() {}
}

/// What one build did.
public struct BuildReport: Sendable {
    public var documentsWritten = 0
    public var staticFilesCopied = 0
    public var seconds = 0.0
    public var warnings: [Diagnostic] = []
    /// The destination actually written.
    public var destination = ""
    /// `--profile` table, empty when not asked for.
    public var profileText = ""
    public init() {}
}

/// CONTRACT stub: the lead implements it.
public final class SiteBuilder: @unchecked Sendable {
    public let options: BuildOptions
    public init(options: BuildOptions) { self.options = options }

    /// Reads, renders and writes the whole site; the destination is replaced only on success.
    public func build() throws -> BuildReport {
        throw SiteError("not implemented")
    }
}
