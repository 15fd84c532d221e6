extension Languages {
    static let juliaDefinition: LexerDefinition = {
        // Julia's named types (Core, Base and the standard library).
        let types = """
            ARPACKException AbstractArray AbstractChannel AbstractChar AbstractDict AbstractDisplay \
            AbstractFloat AbstractIrrational AbstractLogger AbstractMatrix AbstractREPL AbstractRNG \
            AbstractRange AbstractSerializer AbstractSet AbstractSparseArray AbstractSparseMatrix \
            AbstractSparseVector AbstractString AbstractUnitRange AbstractVecOrMat AbstractVector \
            AbstractWorkerPool Adjoint Any ArgumentError Array AssertionError Base64DecodePipe Base64EncodePipe \
            BasicREPL Bidiagonal BigFloat BigInt BitArray BitMatrix BitSet BitVector Bool BoundsError \
            BunchKaufman CachingPool CapturedException CartesianIndex CartesianIndices Cchar Cdouble Cfloat \
            Channel Char Cholesky CholeskyPivoted Cint Cintmax_t Clong Clonglong ClusterManager Cmd Colon \
            Complex ComplexF16 ComplexF32 ComplexF64 CompositeException Condition ConsoleLogger Cptrdiff_t \
            Cshort Csize_t Cssize_t Cstring Cuchar Cuint Cuintmax_t Culong Culonglong Cushort Cvoid Cwchar_t \
            Cwstring DataType Date DateFormat DatePeriod DateTime Day DenseArray DenseMatrix DenseVecOrMat \
            DenseVector Diagonal Dict DimensionMismatch Dims DivideError DomainError EOFError Eigen Enum \
            ErrorException Exception ExponentialBackOff Expr FDWatcher Factorization FileMonitor Float16 \
            Float32 Float64 FolderMonitor Function GeneralizedEigen GeneralizedSVD GeneralizedSchur \
            GenericArray GenericDict GenericSet GenericString GitConfig GitRepo GlobalRef HMAC_CTX HTML \
            Hermitian Hessenberg Hour IO IOBuffer IOContext IOStream IPAddr IPv4 IPv6 IdDict IndexCartesian \
            IndexLinear IndexStyle InexactError InitError Int Int128 Int16 Int32 Int64 Int8 Integer \
            InterruptException InvalidStateException Irrational KeyError LAPACKException LDLt LQ LU LinRange \
            LineEditREPL LineNumberNode LinearIndices LoadError LogLevel LowerTriangular MIME Matrix \
            MersenneTwister Method MethodError Microsecond Millisecond Minute Missing MissingException Module \
            Month NTuple NamedTuple Nanosecond Nothing NullLogger Number OrdinalRange OutOfMemoryError \
            OverflowError PackageMode PackageSpec Pair PartialQuickSort Period PermutedDimsArray Pipe \
            PollingFileWatcher PosDefException ProcessExitedException Ptr QR QRPivoted QuoteNode RandomDevice \
            RankDeficientException Rational RawFD ReadOnlyMemoryError Real ReentrantLock Ref Regex RegexMatch \
            RemoteChannel RemoteException RoundingMode SHA1_CTX SHA224_CTX SHA256_CTX SHA2_224_CTX SHA2_256_CTX \
            SHA2_384_CTX SHA2_512_CTX SHA384_CTX SHA3_224_CTX SHA3_256_CTX SHA3_384_CTX SHA3_512_CTX SHA512_CTX \
            SVD Schur Second SegmentationFault Serializer Set SharedArray SharedMatrix SharedVector Signed \
            SimpleLogger SingularException Some SparseMatrixCSC SparseVector StackOverflowError StepRange \
            StepRangeLen StreamREPL StridedArray StridedMatrix StridedVecOrMat StridedVector String \
            StringIndexError SubArray SubString SubstitutionString SymTridiagonal Symbol Symmetric SystemError \
            TCPSocket Task TestSetException Text TextDisplay Time TimePeriod TimeType TimeZone Timer Transpose \
            Tridiagonal Tuple Type TypeError TypeVar UDPSocket UInt UInt128 UInt16 UInt32 UInt64 UInt8 UTC UUID \
            UndefInitializer UndefKeywordError UndefRefError UndefVarError UniformScaling Union UnionAll \
            UnitLowerTriangular UnitRange UnitUpperTriangular Unsigned UpgradeLevel UpperTriangular Val Vararg \
            VecElement VecOrMat Vector VersionNumber WeakKeyDict WeakRef Week WorkerConfig WorkerPool Year
            """
        let operators = [
            #"\+"#, "=", "-", #"\*"#, #"\/"#, #"\\"#, "&", #"\|"#, #"\$"#, "~", #"\^"#, "%", "!", ">>>", ">>",
            "<<", "&&", #"\|\|"#, #"\+="#, "-=", #"\*="#, #"\/="#, #"\\="#, "÷=", "%=", #"\^="#, "&=", #"\|="#,
            #"\$="#, ">>>=", ">>=", "<<=", "==", "!=", "≠", "<=", "≤", ">=", "≥", #"\."#, "::", "<:", "->", #"\?"#,
            #"\.\*"#, #"\.\^"#, #"\.\\"#, #"\.\/"#, #"\\"#, "<", ">", "÷", ">:", ":", "===", "!==", "=>",
        ].joined(separator: "|")
        let name = #"[\p{L}\p{Nl}\p{S}_][\p{L}\p{M}\p{N}\p{Pc}\p{S}\p{Po}!]*"#
        return LexerDefinition(states: [
            ("root", [
                r(#"\n"#, .text),
                r(#"[^\S\n]+"#, .text),
                r("#=", .cm, push("blockcomment")),
                r("#.*$", .c),
                r(operators, .o),
                r(#"\\\n"#, .text),
                r(#"\\"#, .text),
                g(#"(function|macro)((?:\s|\\\s)+)"#, [.k, .nf], push("funcname")),
                g(#"((?:mutable )?struct|(?:abstract|primitive) type)((?:\s|\\\s)+)"#, [.k, .nc], push("typename")),
                r(#"\b(?:"# + types.split(separator: " ").joined(separator: "|") + #")\b"#, .kt),
                r(#"(local|global|const)\b"#, .kd),
                // (sic: Rouge's free-spacing pattern joins "mutable struct", "abstract type", "for outer")
                r(#"\b(?:function|return|module|import|export|if|else|elseif|end|for|in|isa|while|try|catch|const|local|global|using|struct|mutablestruct|abstracttype|finally|begin|do|quote|macro|forouter|where)\b"#, .k),
                // Unicode word boundaries, as Ruby's: π and ℯ are word characters there.
                r(#"(*UCP)\b(?:true|false|missing|nothing|Inf|Inf16|Inf32|Inf64|NaN|NaN16|NaN32|NaN64|stdout|stderr|stdin|devnull|pi|π|ℯ|im|ARGS|C_NULL|ENV|ENDIAN_BOM|VERSION|undef|(LOAD|DEPOT)_PATH)\b"#, .nb),
                r("`.*?`", .sb),
                r(#"'(\\.|\\[0-7]{1,3}|\\x[a-fA-F0-9]{1,3}|\\u[a-fA-F0-9]{1,4}|\\U[a-fA-F0-9]{1,6}|[^\\\'\n])'"#, .sc),
                r(#"(?<=[.\w)\]])\'+"#, .o),
                r(#"(?:[IL])""#, .s, push("string")),
                r(#"[E]?""#, .s, push("string")),
                r(#"@[\w.]+"#, .nd),
                r(#"(?:[a-zA-Z_\x{A1}-\x{FFFF}]|[\x{1000}-\x{10FF}])(?:[a-zA-Z_0-9\x{A1}-\x{FFFF}]|[\x{1000}-\x{10FF}])*!*"#, .n),
                r(#"[\[\]{}\(\),;]"#, .x),
                r(#"(\d+(_\d+)+\.\d*|\d*\.\d+(_\d+)+)([eEf][+-]?[0-9]+)?"#, .mf),
                r(#"(\d+\.\d*|\d*\.\d+)([eEf][+-]?[0-9]+)?"#, .mf),
                r(#"\d+(_\d+)+[eEf][+-]?[0-9]+"#, .mf),
                r(#"\d+[eEf][+-]?[0-9]+"#, .mf),
                r("0b[01]+(_[01]+)+", .mb),
                r("0b[01]+", .mb),
                r("0o[0-7]+(_[0-7]+)+", .mo),
                r("0o[0-7]+", .mo),
                r("0x[a-fA-F0-9]+(_[a-fA-F0-9]+)+", .mh),
                r("0x[a-fA-F0-9]+", .mh),
                r(#"\d+(_\d+)+"#, .mi),
                r(#"\d+"#, .mi),
            ]),
            ("funcname", [
                r(name, .nf, pop),
                r(#"\([^\s\w{]{1,2}\)"#, .o, pop),
                r(#"[^\s\w{]{1,2}"#, .o, pop),
            ]),
            ("typename", [r(name, .nc, pop)]),
            ("blockcomment", [r("[^=#]", .cm), r("#=", .cm, push("blockcomment")), r("=#", .cm, pop), r("[=#]", .cm)]),
            ("string", [
                r(#"\\([\\abfnrtv"\']|\n|N\{.*?\}|u[a-fA-F0-9]{4}|U[a-fA-F0-9]{8}|x[a-fA-F0-9]{2}|[0-7]{1,3})"#, .se),
                r(#"""#, .s, pop),
                r(#"\\\\|\\"|\\\n"#, .se),
                r(#"\$(\(\w+\))?[-#0 +]*([0-9]+|[*])?(\.([0-9]+|[*]))?"#, .si),
                r(#"[^\\"$]+"#, .s),
                r(#"["\\]"#, .s),
                r(#"\$"#, .s),
            ]),
        ])
    }()
}
