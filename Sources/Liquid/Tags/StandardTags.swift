extension Environment {
    /// Registers Liquid's standard tags; `liquid` itself is handled by the parser.
    func registerStandardTags() {
        registerTag("assign", AssignTag.parse)
        registerTag("capture", isBlock: true, CaptureTag.parse)
        registerTag("echo", EchoTag.parse)
        registerTag("comment", isBlock: true, CommentTag.parse)
        // Not a block to `blockTags`: Ruby Liquid 5.4 (Jekyll 4.3.1's) has no `doc` tag, so
        // Jekyll never closes one an excerpt cuts off.
        registerTag("doc", DocTag.parse)
        registerTag("#", InlineCommentTag.parse)
        registerTag("raw", isBlock: true, RawTag.parse)
        registerTag("if", isBlock: true, IfTag.parse)
        registerTag("unless", isBlock: true, IfTag.parseUnless)
        registerTag("case", isBlock: true, CaseTag.parse)
        registerTag("for", isBlock: true, ForTag.parse)
        registerTag("break", { _, _ in InterruptTag(interrupt: .breakLoop) })
        registerTag("continue", { _, _ in InterruptTag(interrupt: .continueLoop) })
        registerTag("cycle", CycleTag.parse)
        registerTag("tablerow", isBlock: true, TablerowTag.parse)
        registerTag("increment", { tag, _ in CounterTag(name: tag.markup.trimmingLiquidSpace(), step: 1) })
        registerTag("decrement", { tag, _ in CounterTag(name: tag.markup.trimmingLiquidSpace(), step: -1) })
        registerTag("include", IncludeTag.parse)
        registerTag("render", RenderTag.parse)
        registerTag("ifchanged", isBlock: true, IfchangedTag.parse)
    }
}

extension String {
    func trimmingLiquidSpace() -> String {
        let b = Array(utf8)
        let stripped = LaxParser.strip(b)
        return String(decoding: stripped, as: UTF8.self)
    }
}

extension Value {
    /// Ruby's `to_i` on a tag argument (`cols: "2"`, `limit: 2.6`).
    var rubyToInt: Int {
        switch self {
        case .int(let i): return i
        case .double(let d): return Value.clampedInt(d)
        case .string(let s): return Value.leadingInteger(s)
        default: return 0
        }
    }

    /// Ruby Liquid's `Utils.to_integer` for `for` limits and offsets: integers and integer text.
    func forInteger() throws -> Int {
        switch self {
        case .int(let i): return i
        case .string(let s):
            if let i = Int(s.trimmingLiquidSpace()) { return i }
        default: break
        }
        throw LiquidError(.argument, "invalid integer")
    }
}

/// `break` and `continue`.
struct InterruptTag: BufferedNode {
    let interrupt: RenderContext.Interrupt
    func render(into output: inout OutputBuffer, context: RenderContext) throws {
        context.interrupt = interrupt
    }
}

/// `increment` and `decrement`: counters separate from `assign`ed variables, as in Ruby.
struct CounterTag: BufferedNode {
    let name: String
    let step: Int
    func render(into output: inout OutputBuffer, context: RenderContext) throws {
        var value = 0
        if case .int(let i)? = context.globals[name] { value = i }
        if step > 0 {
            output.append(String(value))
            context.globals[name] = .int(value + step)
        } else {
            value += step
            context.globals[name] = .int(value)
            output.append(String(value))
        }
    }
}
