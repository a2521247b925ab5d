import CXattr
import Glibc

/// The extended attribute that marks a temporary output file as poster's own, set on it when it is made
/// and taken off before it is renamed into place. A file without it is never removed as a temporary:
/// where the file system keeps no extended attributes, killed runs' temporaries are left alone.
enum TemporaryMark {
    static let name = "user.poster.temporary"
    private static let value: [UInt8] = Array("1".utf8)

    /// Marks the open file `fd`; false where the file system cannot keep the mark.
    @discardableResult
    static func set(_ fd: Int32) -> Bool {
        value.withUnsafeBytes { fsetxattr(fd, name, $0.baseAddress, $0.count, 0) } == 0
    }

    /// Whether the open file `fd` carries the mark.
    static func isSet(_ fd: Int32) -> Bool {
        var found = [UInt8](repeating: 0, count: value.count + 1)
        let n = found.withUnsafeMutableBytes { fgetxattr(fd, name, $0.baseAddress, $0.count) }
        return n == value.count && Array(found[0..<n]) == value
    }

    /// Takes the mark off the open file `fd`, so the finished output does not carry it.
    static func clear(_ fd: Int32) {
        _ = fremovexattr(fd, name)
    }
}
