import Foundation
import Liquid
import OrderedCollections
import Testing

/// `{% shout %}…{% endshout %}`: a block tag rendering its parsed body, upper-cased.
private struct ShoutNode: Node {
    let body: BlockBody
    func render(into output: inout String, context: RenderContext) throws {
        var inner = ""
        try body.render(into: &inner, context: context)
        output += inner.uppercased()
    }
}

/// `{% highlight lang %}…{% endhighlight %}`: a raw-bodied block, as Jekyll's.
private struct HighlightNode: Node {
    let language: String
    let code: String
    func render(into output: inout String, context: RenderContext) throws {
        output += "<pre class=\"\(language)\">\(code)</pre>"
    }
}

/// Jekyll-style `{% include {{ name }}.html key=value %}`, replacing the standard include.
private struct JekyllIncludeNode: Node {
    let file: FilteredExpression
    let fileSuffix: String
    let parameters: [(String, ValueExpression)]
    let span: SourceSpan

    func render(into output: inout String, context: RenderContext) throws {
        let name = try file.evaluate(in: context).liquidString + fileSuffix
        let partial = try context.environment.partial(named: name)
        var include = OrderedDictionary<String, Value>()
        for (key, value) in parameters { include[key] = try value.evaluate(in: context) }
        try context.withScope(["include": .dictionary(include)]) {
            try context.renderInline(partial, into: &output, includedFrom: span)
        }
    }
}

private struct SiteTitleNode: Node {
    func render(into output: inout String, context: RenderContext) throws {
        guard let title = context.registers["site_title"] as? String else {
            throw LiquidError(.render, "no site title registered")
        }
        output += title
    }
}

@Suite("Custom tags")
struct CustomTagTests {
    func environment(partials: [String: String] = [:]) -> Environment {
        makeEnvironment(.strict, partials: partials) { environment in
            environment.registerTag("shout") { tag, parser in ShoutNode(body: try parser.parseBlock(for: tag)) }
            environment.registerTag("highlight") { tag, parser in
                HighlightNode(language: tag.markup.trimmingCharacters(in: .whitespaces), code: try parser.readRawBody(for: tag))
            }
            environment.registerTag("include") { tag, parser in
                // `{{ page.file }}.html key=value key2="x"`
                let markup = tag.markup
                guard let open = markup.range(of: "{{"), let close = markup.range(of: "}}") else {
                    throw tag.syntaxError("expected {{ name }} after include")
                }
                let inner = String(markup[open.upperBound..<close.lowerBound])
                let afterName = markup[close.upperBound...]
                let suffix = String(afterName.prefix { $0 != " " })
                let file = try parser.parseFilteredExpression(inner, at: tag.markupOffset + 2)
                var parameters: [(String, ValueExpression)] = []
                for word in afterName.dropFirst(suffix.count).split(separator: " ").map(String.init) {
                    let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
                    guard parts.count == 2 else { throw tag.syntaxError("expected key=value, found '\(word)'") }
                    parameters.append((parts[0], try parser.parseExpression(parts[1], at: tag.markupOffset)))
                }
                return JekyllIncludeNode(file: file, fileSuffix: suffix, parameters: parameters, span: tag.span)
            }
            environment.registerTag("site_title") { _, _ in SiteTitleNode() }
        }
    }

    @Test func blockTagRendersItsParsedBody() throws {
        let env = environment()
        let template = try Template.parse("{% shout %}hi {{ name }}{% if true %}!{% endif %}{% endshout %}", environment: env)
        #expect(try template.render(RenderContext(environment: env, variables: ["name": "bob"])) == "HI BOB!")
    }

    @Test func rawBlockTagGetsItsBodyUnparsed() throws {
        let env = environment()
        let template = try Template.parse("{% highlight swift %}let x = {{ y }}{% if %}{% endhighlight %}", environment: env)
        #expect(try template.render(RenderContext(environment: env)) == "<pre class=\"swift\">let x = {{ y }}{% if %}</pre>")
    }

    @Test func registeringAnExistingNameReplacesTheTag() throws {
        let env = environment(partials: ["note.html": "[{{ include.kind }}:{{ include.text }}]"])
        let template = try Template.parse("{% include {{ page.file }}.html kind=page.kind text=\"hi\" %}", environment: env)
        let context = RenderContext(environment: env, variables: ["page": ["file": "note", "kind": "tip"]])
        #expect(try template.render(context) == "[tip:hi]")
    }

    @Test func tagReadsRegisters() throws {
        let env = environment()
        let template = try Template.parse("{% site_title %}", environment: env)
        let context = RenderContext(environment: env)
        context.registers["site_title"] = "My Blog"
        #expect(try template.render(context) == "My Blog")
    }

    @Test func tagErrorsGetTheTagLocation() throws {
        let env = environment()
        let template = try Template.parse("a\n  {% site_title %}", name: "layout.html", environment: env)
        #expect(throws: LiquidError.self) { try template.render(RenderContext(environment: env)) }
        do {
            _ = try template.render(RenderContext(environment: env))
        } catch let error as LiquidError {
            #expect(error.location?.file == "layout.html")
            #expect(error.location?.line == 2)
            #expect(error.location?.column == 6)
        }
    }

    @Test func unclosedCustomBlockIsASyntaxError() {
        #expect(throws: LiquidError.self) { try Template.parse("{% shout %}x", environment: environment()) }
    }
}

@Suite("Expression API")
struct ExpressionAPITests {
    @Test func conditionEvaluatesWithABoundItem() throws {
        let env = Environment()
        let condition = try Condition.parse("item.year > 2020 and item.tags contains \"x\"", environment: env)
        let context = RenderContext(environment: env)
        let items: [Value] = [["year": 2021, "tags": ["x"]], ["year": 2019, "tags": ["x"]], ["year": 2022, "tags": ["y"]]]
        let matches = try items.map { try condition.evaluate(in: context, binding: "item", to: $0) }
        #expect(matches == [true, false, false])
        #expect(context.variable("item").isNil)
    }

    @Test func filteredExpressionAppliesFilters() throws {
        let env = Environment()
        env.registerFilter("twice") { input, _, _ in .string(input.liquidString + input.liquidString) }
        let expression = try FilteredExpression.parse("name | twice", environment: env)
        #expect(try expression.evaluate(in: RenderContext(environment: env, variables: ["name": "ab"])).liquidString == "abab")
    }

    @Test func expressionExposesLiteralsAndVariableNames() throws {
        let env = Environment()
        #expect(try ValueExpression.parse("page", environment: env).variableName == "page")
        #expect(try ValueExpression.parse("'x'", environment: env).literalValue?.liquidString == "x")
        #expect(try ValueExpression.parse("(1..3)", environment: env).evaluate(in: RenderContext(environment: env)).liquidString == "1..3")
    }
}
