import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Shell patterns (`node_modules/*/scss`) expanded by glob(3); its C structure stays in this file.
enum FileGlob {
    /// Existing paths matching `pattern`, sorted; the pattern itself when it has no wildcard
    /// and exists; nothing when nothing matches (as Ruby's Dir.glob).
    static func paths(matching pattern: String) -> [String] {
        guard pattern.contains(where: { "*?[{".contains($0) }) else {
            return FileManager.default.fileExists(atPath: pattern) ? [pattern] : []
        }
        var result = glob_t()
        defer { globfree(&result) }
        guard glob(pattern, 0, nil, &result) == 0 else { return [] }
        var paths: [String] = []
        for i in 0..<Int(result.gl_pathc) {
            if let path = result.gl_pathv[i] { paths.append(String(cString: path)) }
        }
        return paths
    }
}
