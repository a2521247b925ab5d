import Glibc

/// The type of a file, from its mode, as messages name it.
public enum FileType {
    /// Whether `descriptor` is open on a regular file (standard error sent to a log file, say).
    public static func isRegular(descriptor: Int32) -> Bool {
        var status = stat()
        return fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// "a FIFO", "a folder", "a character device", ...
    public static func describe(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: "a regular file"
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "not a file"
        }
    }
}
