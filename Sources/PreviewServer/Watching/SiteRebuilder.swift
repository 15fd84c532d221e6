import Foundation
import SiteKit

/// Rebuilds the site after source changes; the seam where an incremental builder plugs in.
///
/// `serve` hands over the changed paths its file-system rules let through; what each is to the
/// site, and so the cheapest safe rebuild, is the implementation's to work out.
public protocol SiteRebuilder: Sendable {
    /// Rebuilds for `changes` (empty for the first build).
    /// - Parameters:
    ///   - openPages: output paths of the pages open in browsers, best rebuilt first.
    ///   - onFirstPages: may be called with the output paths of pages already rebuilt while
    ///     the rest of the rebuild goes on (the edited post before the archives); again for a
    ///     page written early that the rest of the rebuild changed.
    /// - Throws: ``RebuildFailure`` carrying the author-facing error text.
    func rebuild(changes: [SourceChange], openPages: Set<String>,
                 onFirstPages: @escaping @Sendable ([String]) -> Void) async throws(RebuildFailure) -> RebuildResult
}

/// What a successful rebuild tells the server.
public struct RebuildResult: Sendable, Equatable {
    /// The folder written, when the build knows it (the config may move it).
    public var destination: String?
    /// The site's `baseurl`, when known; nil keeps the current one.
    public var baseurl: String?
    public var documentsWritten: Int
    /// Output paths of the pages rebuilt, when nothing else changed; nil: anything may have.
    public var pages: [String]?
    public var seconds: Double
    /// Only part of the site was rendered again.
    public var wasIncremental: Bool
    /// Only stylesheets changed: browsers swap the CSS instead of reloading.
    public var stylesheetsOnly: Bool
    /// What each changed path was to the site (for `--verbose`).
    public var changes: [ClassifiedChange]

    public init(destination: String? = nil, baseurl: String? = nil, documentsWritten: Int = 0, pages: [String]? = nil,
                seconds: Double = 0, wasIncremental: Bool = false, stylesheetsOnly: Bool = false, changes: [ClassifiedChange] = []) {
        self.destination = destination
        self.baseurl = baseurl
        self.documentsWritten = documentsWritten
        self.pages = pages
        self.seconds = seconds
        self.wasIncremental = wasIncremental
        self.stylesheetsOnly = stylesheetsOnly
        self.changes = changes
    }
}

/// A failed rebuild: the text shown in the terminal and in the browser overlay.
public struct RebuildFailure: Error, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// Rebuilds with SiteKit: a full build first, then `SiteBuilder.rebuild(changed:)`, which
/// re-renders only what the changed files feed and falls back to a full build when unsure.
///
/// One `SiteBuilder` lives across rebuilds because it keeps the parsed site between them.
/// Calls are serialised by `ServeSession`, which never starts a rebuild before the last ended.
public final class SiteKitRebuilder: SiteRebuilder, @unchecked Sendable {
    public let options: BuildOptions
    private let builder: SiteBuilder
    private var hasBuilt = false

    public init(options: BuildOptions) {
        self.options = options
        builder = SiteBuilder(options: options)
        builder.keepsStateForRebuilds = true
    }

    public func rebuild(changes: [SourceChange], openPages: Set<String>,
                        onFirstPages: @escaping @Sendable ([String]) -> Void) async throws(RebuildFailure) -> RebuildResult {
        let builder = builder
        let incremental = hasBuilt && !changes.isEmpty
        let paths = changes.map(\.path)
        // A build renders on every core and blocks; keep it off the cooperative pool so the
        // server goes on answering requests meanwhile.
        let outcome: Result<(BuildReport, Bool), RebuildFailure> = await withCheckedContinuation { continuation in
            let thread = Thread {
                do {
                    if incremental {
                        let (report, kind) = try builder.rebuild(changed: paths, openPages: openPages, onFirstPages: onFirstPages)
                        continuation.resume(returning: .success((report, kind != .full)))
                    } else {
                        continuation.resume(returning: .success((try builder.build(), false)))
                    }
                } catch let error as SiteError {
                    continuation.resume(returning: .failure(RebuildFailure(error.description)))
                } catch {
                    continuation.resume(returning: .failure(RebuildFailure("error: \(error)")))
                }
            }
            thread.name = "sitegen.rebuild"
            thread.stackSize = 16 << 20
            thread.start()
        }
        let (report, wasIncremental) = try outcome.get()
        hasBuilt = true
        return RebuildResult(
            destination: report.destination.isEmpty ? nil : report.destination,
            baseurl: report.baseurl,
            documentsWritten: report.documentsWritten,
            // A static file other than a stylesheet (an image) may show on any page.
            pages: wasIncremental && report.staticFilesCopied == 0 ? report.pagesWritten : nil,
            seconds: report.seconds,
            wasIncremental: wasIncremental,
            stylesheetsOnly: report.stylesheetsOnly,
            changes: report.changes
        )
    }
}
