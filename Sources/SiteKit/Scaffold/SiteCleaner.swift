import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `sitegen clean`, as `jekyll clean`: removes the built site and the caches a build leaves in
/// the source, under the rules a build follows before it replaces the destination.
public enum SiteCleaner {
    /// Cache folders and files inside the source: sitegen's own name and those of Jekyll and
    /// its Sass converter, which `jekyll clean` removes.
    static let caches = [".sitegen-cache", ".jekyll-cache", ".jekyll-metadata", ".sass-cache"]

    /// Removes what a build of the site in `options` made and returns the paths removed.
    /// Refuses a destination that is or contains the source, an existing file, or a symlink
    /// (its target lies outside the site; a build publishes through it, `clean` leaves it), and
    /// one outside the source that only `_config.yml` names: a site from a stranger's pull
    /// request must not make `clean` delete `../../elsewhere`; `--destination` says it is meant.
    public static func clean(options: BuildOptions) throws -> [String] {
        let config = try SiteConfig.load(options: options)
        try SiteBuilder.checkFolders(config)
        let fm = FileManager.default
        let destination = config.destination
        var info = stat()
        let exists = lstat(destination.path, &info) == 0
        if exists, info.st_mode & S_IFMT == S_IFLNK {
            throw SiteError("destination '\(destination.path)' is a symlink; sitegen clean does not delete outside the site: empty its target yourself")
        }
        let source = config.source.resolvingSymlinksInPath().path
        if options.destination == nil, !destination.resolvingSymlinksInPath().path.hasPrefix(source + "/") {
            throw SiteError("destination '\(destination.path)' from the config is outside the source folder; sitegen clean deletes only inside the site: pass --destination \(destination.path) to remove it")
        }
        var removed: [String] = []
        if exists {
            try remove(destination, fm)
            removed.append(destination.path)
        }
        // Staging folders beside the destination, of builds whose process is gone.
        StagingCleanup.removeStale(besides: destination)
        for name in caches {
            let url = config.source.appendingPathComponent(name)
            // lstat, not fileExists: a cache name that is a symlink is removed as a link, never followed.
            guard lstat(url.path, &info) == 0 else { continue }
            try remove(url, fm)
            removed.append(url.path)
        }
        return removed
    }

    private static func remove(_ url: URL, _ fm: FileManager) throws {
        do {
            try fm.removeItem(at: url)
        } catch {
            throw SiteError("cannot remove \(url.path): \(error.localizedDescription)")
        }
    }
}
