import Foundation

/// Exchanges two folders in one step, so a reader (the `serve` preview) never sees a moment
/// without the destination: Linux's `renameat2(RENAME_EXCHANGE)`, macOS's
/// `renamex_np(RENAME_SWAP)`.
public enum AtomicSwap {
    #if os(Linux)
    // Looked up at run time: Swift's Glibc module does not declare it (glibc 2.28+ has it).
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    private static let renameat2: RenameAt2? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
    }()
    #endif

    /// Swaps `a` and `b` (both must exist); false when the system cannot do it atomically.
    public static func exchange(_ a: String, _ b: String) -> Bool {
        #if os(Linux)
        guard let renameat2 else { return false }
        let atFDCWD: Int32 = -100
        let renameExchange: UInt32 = 2
        return renameat2(atFDCWD, a, atFDCWD, b, renameExchange) == 0
        #elseif canImport(Darwin)
        // APFS and HFS+ support it; other volumes answer ENOTSUP and the writer renames twice.
        return renamex_np(a, b, UInt32(RENAME_SWAP)) == 0
        #else
        return false
        #endif
    }
}
