import Foundation
import Liquid
import Markdown

/// Registers Jekyll's filters and tags into a Liquid environment, through the same public
/// calls the built-ins use.
enum JekyllExtensions {
    static func register(into environment: Environment, model: SiteModel, markdown: MarkdownRenderer) {
        JekyllTags.register(into: environment, model: model)
        VariantNode.register(into: environment)
    }
}
