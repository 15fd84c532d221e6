/// Content types by file extension, covering what static sites ship.
///
/// Text types carry `charset=utf-8` because Jekyll sites are UTF-8 and browsers otherwise
/// guess from the locale.
enum MediaTypes {
    static func contentType(forExtension ext: String) -> String {
        table[ext] ?? "application/octet-stream"
    }

    static func isHTML(extension ext: String) -> Bool { ext == "html" || ext == "htm" || ext == "xhtml" }

    private static let table: [String: String] = [
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "xhtml": "application/xhtml+xml; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json; charset=utf-8",
        "map": "application/json; charset=utf-8",
        "webmanifest": "application/manifest+json; charset=utf-8",
        "xml": "application/xml; charset=utf-8",
        "rss": "application/rss+xml; charset=utf-8",
        "atom": "application/atom+xml; charset=utf-8",
        "xsl": "application/xslt+xml; charset=utf-8",
        "txt": "text/plain; charset=utf-8",
        "md": "text/markdown; charset=utf-8",
        "markdown": "text/markdown; charset=utf-8",
        "csv": "text/csv; charset=utf-8",
        "yml": "text/yaml; charset=utf-8",
        "yaml": "text/yaml; charset=utf-8",
        "ics": "text/calendar; charset=utf-8",
        "svg": "image/svg+xml",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "avif": "image/avif",
        "ico": "image/x-icon",
        "bmp": "image/bmp",
        "tif": "image/tiff",
        "tiff": "image/tiff",
        "woff": "font/woff",
        "woff2": "font/woff2",
        "ttf": "font/ttf",
        "otf": "font/otf",
        "eot": "application/vnd.ms-fontobject",
        "mp3": "audio/mpeg",
        "ogg": "audio/ogg",
        "wav": "audio/wav",
        "m4a": "audio/mp4",
        "mp4": "video/mp4",
        "m4v": "video/mp4",
        "webm": "video/webm",
        "mov": "video/quicktime",
        "pdf": "application/pdf",
        "zip": "application/zip",
        "gz": "application/gzip",
        "wasm": "application/wasm",
    ]
}
