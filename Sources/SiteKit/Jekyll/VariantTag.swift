import Experiments
import Liquid

/// `{% variant tldr B %}…{% endvariant %}`: content shown only to readers in that variant,
/// as an element marked `data-variant="tldr:B"` that the experiment script acts on.
struct VariantNode: Node {
    let experiment: String
    let variant: String
    let body: BlockBody


    func render(into output: inout String, context: RenderContext) throws {
        var inner = ""
        try body.render(into: &inner, context: context)
        let (open, close) = try variantElementHTML(experiment: experiment, variant: variant, body: inner)
        output += open
        output += inner
        output += close
    }
}

/// Registers `{% variant %}`.
func registerVariantTag(into environment: Environment) {
    environment.registerTag("variant", isBlock: true) { tag, parser in
        let words = tag.markup.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "," }).map(String.init)
        guard words.count == 2 else {
            throw tag.syntaxError("Syntax Error in 'variant': expected an experiment id and a variant name, as in {% variant tldr B %}")
        }
        do {
            _ = try variantElementHTML(experiment: words[0], variant: words[1], body: "")
        } catch let error as ExperimentError {
            throw tag.syntaxError("Syntax Error in 'variant': \(error.message)")
        }
        return VariantNode(experiment: words[0], variant: words[1], body: try parser.parseBlock(for: tag))
    }
}
