import Liquid
import Sass

/// Jekyll's `scssify` and `sassify`: the site's Sass settings, no page (so no source map),
/// errors as Liquid errors at the filter.
enum SassFilters {
    static func register(into environment: Environment, converter: SassConverter) {
        for (name, syntax) in [("scssify", SassOptions.Syntax.scss), ("sassify", .indented)] {
            environment.registerFilter(name) { input, _, _ in
                switch converter.compileWithoutPage(input.liquidString, syntax: syntax) {
                case .success(let css): return .string(css)
                case .failure(let error): throw FilterError("\(name): \(error.message) (line \(error.line), column \(error.column))")
                }
            }
        }
    }
}
