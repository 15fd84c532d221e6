import Experiments
import Liquid

/// Registers `{% sitegen_experiments %}` and the include that holds it,
/// `{% include sitegen/experiments.html %}`: the experiment script placed by hand, for sites
/// that set `abtesting: { inject: false }`.
func registerExperimentsTag(into registry: PluginRegistry) {
    registry.add(include: "sitegen/experiments.html", text: "{% sitegen_experiments %}")
    registry.add(liquid: { environment, model in
        environment.registerTag("sitegen_experiments") { _, _ in
            // Invalid settings stop the build before any template is parsed; this is the same reading.
            ExperimentsIncludeNode(settings: try liquidError { try ExperimentStage.settings(for: model) })
        }
    })
}

/// `{% sitegen_experiments %}`: the page's experiment script and its settings, as injected into
/// `<head>` when `inject` is on.
struct ExperimentsIncludeNode: Node {
    let settings: ExperimentSettings

    func render(into output: inout String, context: RenderContext) throws {
        guard let ref = context.registers["sitegen.document"] as? DocumentRef else { return }
        let specs = try liquidError { try ExperimentStage.specs(of: ref.document, settings: settings) }
        output += experimentHeadHTML(specs: specs, settings: settings)
    }
}

/// A `SiteError` from reading experiments, as the Liquid error a tag raises.
private func liquidError<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as SiteError {
        throw LiquidError(.render, error.diagnostics.first?.message ?? "invalid abtesting")
    }
}
