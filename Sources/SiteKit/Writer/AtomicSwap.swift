import Foundation

/// Exchanges two folders in one step with Linux's `renameat2(RENAME_EXCHANGE)`, so a reader
/// (the `serve` preview) never sees a moment without the destination. Looked up at run time:
/// Swift's Glibc module does not declare it.
public enum AtomicSwap {
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    private static let renameat2: RenameAt2? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
    }()

    /// Swaps `a` and `b` (both must exist); false when the system cannot do it atomically.
    public static func exchange(_ a: String, _ b: String) -> Bool {
        guard let renameat2 else { return false }
        let atFDCWD: Int32 = -100
        let renameExchange: UInt32 = 2
        return renameat2(atFDCWD, a, atFDCWD, b, renameExchange) == 0
    }
}
