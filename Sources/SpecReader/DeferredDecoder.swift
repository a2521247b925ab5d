import Synchronization

/// A field's decoder without its value type: what `FieldInfo` asks of it.
protocol FieldDecoding: AnyObject, Sendable {
    var expectation: String { get }
    var schema: JSONValue { get }
    var definitions: [Definition] { get }
    func decode(_ node: SpecNode, _ path: SpecPath, _ d: SpecContext) -> Any?
}

/// A decoder made the first time it is asked for, then kept: reading it after that takes no lock.
/// Two threads that ask at once may both make it; the first one stored is the one every use sees.
final class DeferredDecoder<Decoded>: FieldDecoding {
    private final class Made: Sendable {
        let decoder: ValueDecoder<Decoded>
        init(_ decoder: ValueDecoder<Decoded>) { self.decoder = decoder }
    }

    private let make: @Sendable () -> ValueDecoder<Decoded>
    private let made = AtomicLazyReference<Made>()

    init(_ make: @escaping @Sendable () -> ValueDecoder<Decoded>) {
        self.make = make
    }

    /// The box, not the decoder: a decode reads the decoder's closure in place rather than copying the
    /// decoder (retaining and releasing each of its closures) for every value.
    private var resolved: Made {
        if let made = made.load() { return made }
        return made.storeIfNil(Made(make()))
    }

    var expectation: String { resolved.decoder.expectation }
    var schema: JSONValue { resolved.decoder.schema }
    var definitions: [Definition] { resolved.decoder.definitions }

    func decode(_ node: SpecNode, _ path: SpecPath, _ d: SpecContext) -> Any? {
        resolved.decoder.decode(node, path, d)
    }
}
