import TextSupport

/// Drops the characters XML 1.0 forbids from the XML files a gem generates (jekyll-feed's
/// feeds, jekyll-sitemap's sitemap). Deliberately safer than the gems, which write them and
/// so make the whole file unreadable to a feed reader (see docs/jekyll.md, "Where sitegen is
/// deliberately safer").
struct XMLOutputHook: PostRenderHook {
    /// The generator (gem) whose pages this hook cleans.
    let generator: String

    func process(_ output: String, of document: Document) throws -> String? {
        guard document.generatedBy == generator, document.outputExtension == ".xml" else { return nil }
        return XMLText.droppingInvalidCharacters(output)
    }
}
