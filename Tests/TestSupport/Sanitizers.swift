import Glibc

/// Whether this test run is built with AddressSanitizer or ThreadSanitizer (`make sanitize`), and so is
/// the poster it starts: both reserve terabytes of address space for their shadow memory, so a limit
/// on a child's address space cannot be used to bound its memory there, and AddressSanitizer keeps
/// what a process frees in quarantine, so a child's peak resident size does not bound its memory either.
public enum Sanitizers {
    public static let areActive: Bool = dlsym(nil, "__asan_init") != nil || dlsym(nil, "__tsan_init") != nil
}
