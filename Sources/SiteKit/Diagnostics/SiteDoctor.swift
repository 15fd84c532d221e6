import Foundation
import Liquid

/// `sitegen doctor`: Jekyll's `jekyll doctor` checks (lib/jekyll/commands/doctor.rb) — files
/// sharing a destination, URLs that differ only by case, deprecated settings, the site's `url`,
/// `_posts` outside `collections_dir` — plus every warning a build with `--check-links` would give, found by
/// building into a temporary folder: the site's destination is not touched.
public enum SiteDoctor {
    /// What the checks found, warnings first in the order Jekyll checks; empty: healthy.
    public static func examine(options: BuildOptions) throws -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let config = try SiteConfig.load(options: options)
        let (plugins, _) = PluginRegistry.resolve(config: config)
        let now = options.siteTime ?? Date()
        let contents = try SiteReader(config: config, options: options, now: now, converters: plugins.converterSet).read()
        let model = try SiteModel(config: config, contents: contents, buildTime: LiquidDate(now, timeZone: config.timeZone),
                                  generators: plugins.generators, converters: plugins.converterSet)

        if config.values["relative_permalinks"]?.isTruthy == true {
            findings.append(Diagnostic(.warning, "Deprecation: your site still uses relative permalinks, which was removed in Jekyll v3.0.0",
                                       location: ThemeSetting.location(of: "relative_permalinks", in: config.configFiles, source: config.source)))
        }

        // Jekyll's destination_map: every file written, redirect pages excepted.
        var byDestination: [String: [String]] = [:]
        for d in model.documents where d.writesOutput && d.generatedBy != "jekyll-redirect-from" {
            byDestination[d.outputPath, default: []].append(d.relativePath)
        }
        for f in model.staticFiles where f.writesOutput { byDestination[f.outputPath, default: []].append(f.relativePath) }
        for (destination, paths) in byDestination.sorted(by: { $0.key < $1.key }) where paths.count > 1 {
            findings.append(Diagnostic(.warning, "Conflict: the destination \(destination) is shared by \(paths.sorted().joined(separator: ", ")); the written file may end up with unexpected contents"))
        }

        // Jekyll's urls_only_differ_by_case: pages and documents, not static files.
        var byLowercase: [String: Set<String>] = [:]
        for d in model.documents where d.writesOutput { byLowercase[d.outputPath.lowercased(), default: []].insert(d.outputPath) }
        for (_, paths) in byLowercase.sorted(by: { $0.key < $1.key }) where paths.count > 1 {
            findings.append(Diagnostic(.warning, "the URLs \(paths.sorted().joined(separator: ", ")) differ only by case: on a case-insensitive file system (macOS, Windows) one of them will overwrite the other"))
        }

        let urlLocation = ThemeSetting.location(of: "url", in: config.configFiles, source: config.source)
        let url = config.values["url"]?.stringValue ?? ""
        if url.isEmpty {
            findings.append(Diagnostic(.warning, "you didn't set a url in the config file: the feed, the sitemap and the SEO tags need it for absolute links"))
        } else if URL(string: url)?.scheme == nil || URL(string: url)?.host == nil {
            findings.append(Diagnostic(.warning, "the site's url '\(url)' does not seem to be absolute: check the value of `url` in your config file (e.g. https://example.org)", location: urlLocation))
        }

        let collectionsDir = config.values["collections_dir"]?.liquidString ?? ""
        var isFolder: ObjCBool = false
        if !collectionsDir.isEmpty,
           FileManager.default.fileExists(atPath: config.source.appendingPathComponent("_posts").path, isDirectory: &isFolder), isFolder.boolValue {
            findings.append(Diagnostic(.warning, "'_posts' is outside the custom collections_dir: move it into \(collectionsDir)/, where its posts are read from"))
        }

        // sitegen's own warnings: a whole build, written into a folder that is then removed.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-doctor-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var buildOptions = options
        buildOptions.destination = scratch.appendingPathComponent("_site").path
        buildOptions.quiet = true
        buildOptions.strict = false
        buildOptions.checkLinks = true
        do {
            let builder = SiteBuilder(options: buildOptions)
            builder.stopsOnRemovedSettings = false
            findings += try builder.build().warnings
        } catch let error as SiteError {
            findings += error.diagnostics
        }
        return findings
    }
}
