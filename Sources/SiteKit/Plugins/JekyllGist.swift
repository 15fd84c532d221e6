import Foundation
import Liquid

/// jekyll-gist: `{% gist user/id [file] %}` as the gem writes it offline: the embed script only
/// (the gem's `<noscript>` copy needs the network, which a build never uses).
struct JekyllGistPlugin: Plugin {
    var name: String { "jekyll-gist" }
    func register(into registry: PluginRegistry, config: SiteConfig) {
        registry.add(liquid: { environment, _ in
            environment.registerTag("gist") { tag, _ in
                let parts = tag.markup.split(whereSeparator: \.isWhitespace).map(String.init)
                guard let id = parts.first else {
                    throw LiquidError(.syntax, "Syntax error in tag 'gist': valid syntax is {% gist user/1234567 %} or {% gist user/1234567 foo.js %}")
                }
                return GistNode(id: id, file: parts.count > 1 ? parts[1] : nil)
            }
        })
    }
}

struct GistNode: Node {
    let id: String
    let file: String?

    func render(into output: inout String, context: RenderContext) throws {
        // A name that is a variable in scope stands for its value, as in the gem.
        func resolved(_ s: String) -> String { context.hasVariable(s) ? context.variable(s).liquidString : s }
        var url = "https://gist.github.com/\(resolved(id)).js"
        if let file, !resolved(file).isEmpty { url += "?file=\(resolved(file))" }
        output += "<script src=\"\(url)\"> </script>"
    }
}
