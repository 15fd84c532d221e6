import Foundation
import Liquid

/// jekyll-include-cache: `{% include_cached %}` renders as `{% include %}` does (sitegen parses
/// every include once per build already, so the cache is the include tag's own).
struct JekyllIncludeCachePlugin: Plugin {
    var name: String { "jekyll-include-cache" }
    func register(into registry: PluginRegistry, config: SiteConfig) {
        registry.add(liquid: { environment, _ in
            environment.registerTag("include_cached") { tag, parser in try IncludeNode(tag: tag, parser: parser, relative: nil) }
        })
    }
}
