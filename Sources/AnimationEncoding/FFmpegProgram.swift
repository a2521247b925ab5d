import FoundationEssentials

/// The `ffmpeg` program that makes MP4 and WebM, found on `PATH`.
public enum FFmpegProgram {
    /// The Debian package that has it.
    public static let package = "ffmpeg"

    /// Where `ffmpeg` is, or an error that names the package to install.
    public static func locate(for format: AnimationFormat) throws(AnimationError) -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/ffmpeg"
            var isFolder = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder,
                FileManager.default.isExecutableFile(atPath: candidate)
            {
                return candidate
            }
        }
        throw AnimationError("writing .\(format.rawValue) needs ffmpeg, which is not installed: apt-get install \(package)")
    }
}
