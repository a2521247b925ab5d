import Glibc

/// The process's standard error, written with `write(2)` whole (a short write is continued, an
/// interrupted one retried), so lines from several threads do not interleave within a line.
public enum StandardError {
    /// Writes `text` as it is (add the line break).
    public static func write(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(2, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            offset += count
        }
    }
}
