extension Languages {
    static let mathematicaDefinition: LexerDefinition = {
        let names = table([
            (.bp, "Module With Block"),
            (.nb, """
                AASTriangle AngleVector AsymptoticDSolveValue AbelianGroup AngularGauge AsymptoticEqual Abort \
                Animate AsymptoticEquivalent AbortKernels AnimationDirection AsymptoticGreater AbortProtect \
                AnimationRate AsymptoticGreaterEqual Above AnimationRepetitions AsymptoticIntegrate Abs \
                AnimationRunning AsymptoticLess AbsArg AnimationRunTime AsymptoticLessEqual AbsArgPlot \
                AnimationTimeIndex AsymptoticOutputTracker AbsoluteCorrelation Animator AsymptoticProduct \
                AbsoluteCorrelationFunction Annotate AsymptoticRSolveValue AbsoluteCurrentValue Annotation \
                AsymptoticSolve AbsoluteDashing AnnotationDelete AsymptoticSum AbsoluteFileName AnnotationKeys \
                Asynchronous AbsoluteOptions AnnotationRules Atom AbsolutePointSize AnnotationValue \
                AtomCoordinates AbsoluteThickness Annuity AtomCount AbsoluteTime AnnuityDue \
                AtomDiagramCoordinates AbsoluteTiming Annulus AtomList AcceptanceThreshold AnomalyDetection \
                AtomQ AccountingForm AnomalyDetector AttentionLayer Accumulate AnomalyDetectorFunction \
                Attributes Accuracy Anonymous Audio AccuracyGoal Antialiasing AudioAmplify ActionMenu \
                AntihermitianMatrixQ AudioAnnotate Activate Antisymmetric AudioAnnotationLookup \
                ActiveClassification AntisymmetricMatrixQ AudioBlockMap ActiveClassificationObject Antonyms \
                AudioCapture ActivePrediction AnyOrder AudioChannelAssignment ActivePredictionObject AnySubset \
                AudioChannelCombine ActiveStyle AnyTrue AudioChannelMix AcyclicGraphQ Apart AudioChannels \
                AddSides ApartSquareFree AudioChannelSeparate AddTo APIFunction AudioData AddToSearchIndex \
                Appearance AudioDelay AddUsers AppearanceElements AudioDelete AdjacencyGraph AppearanceRules \
                AudioDistance AdjacencyList AppellF1 AudioEncoding AdjacencyMatrix Append AudioFade \
                AdjacentMeshCells AppendLayer AudioFrequencyShift AdjustmentBox AppendTo AudioGenerator \
                AdjustmentBoxOptions Apply AudioIdentify AdjustTimeSeriesForecast ApplySides AudioInputDevice \
                AdministrativeDivisionData ArcCos AudioInsert AffineHalfSpace ArcCosh AudioInstanceQ AffineSpace \
                ArcCot AudioIntervals AffineStateSpaceModel ArcCoth AudioJoin AffineTransform ArcCsc AudioLabel \
                After ArcCsch AudioLength AggregatedEntityClass ArcCurvature AudioLocalMeasurements \
                AggregationLayer ARCHProcess AudioLoudness AircraftData ArcLength AudioMeasurements AirportData \
                ArcSec AudioNormalize AirPressureData ArcSech AudioOutputDevice AirTemperatureData ArcSin \
                AudioOverlay AiryAi ArcSinDistribution AudioPad AiryAiPrime ArcSinh AudioPan AiryAiZero ArcTan \
                AudioPartition AiryBi ArcTanh AudioPause AiryBiPrime Area AudioPitchShift AiryBiZero Arg \
                AudioPlay AlgebraicIntegerQ ArgMax AudioPlot AlgebraicNumber ArgMin AudioQ \
                AlgebraicNumberDenominator ARIMAProcess AudioRecord AlgebraicNumberNorm ArithmeticGeometricMean \
                AudioReplace AlgebraicNumberPolynomial ARMAProcess AudioResample AlgebraicNumberTrace Around \
                AudioReverb Algebraics AroundReplace AudioReverse AlgebraicUnitQ ARProcess AudioSampleRate \
                Alignment Array AudioSpectralMap AlignmentPoint ArrayComponents AudioSpectralTransformation All \
                ArrayDepth AudioSplit AllowedCloudExtraParameters ArrayFilter AudioStop \
                AllowedCloudParameterExtensions ArrayFlatten AudioStream AllowedDimensions ArrayMesh \
                AudioStreams AllowedFrequencyRange ArrayPad AudioTimeStretch AllowedHeads ArrayPlot AudioTracks \
                AllowGroupClose ArrayQ AudioTrim AllowInlineCells ArrayResample AudioType AllowLooseGrammar \
                ArrayReshape AugmentedPolyhedron AllowReverseGroupClose ArrayRules AugmentedSymmetricPolynomial \
                AllowVersionUpdate Arrays Authentication AllTrue Arrow AuthenticationDialog Alphabet Arrowheads \
                AutoAction AlphabeticOrder ASATriangle Autocomplete AlphabeticSort Ask AutocompletionFunction \
                AlphaChannel AskAppend AutoCopy AlternatingFactorial AskConfirm AutocorrelationTest \
                AlternatingGroup AskDisplay AutoDelete AlternativeHypothesis AskedQ AutoIndent Alternatives \
                AskedValue AutoItalicWords AltitudeMethod AskFunction Automatic AmbiguityFunction AskState \
                AutoMultiplicationSymbol AmbiguityList AskTemplateDisplay AutoRefreshed AnatomyData AspectRatio \
                AutoRemove AnatomyPlot3D Assert AutorunSequencing AnatomySkinStyle AssociateTo AutoScroll \
                AnatomyStyling Association AutoSpacing AnchoredSearch AssociationFormat AutoSubmitting And \
                AssociationMap Axes AndersonDarlingTest AssociationQ AxesEdge AngerJ AssociationThread AxesLabel \
                AngleBisector AssumeDeterministic AxesOrigin AngleBracket Assuming AxesStyle AnglePath \
                Assumptions AxiomaticTheory AnglePath3D Asymptotic Axis BabyMonsterGroupB BezierFunction \
                BooleanCountingFunction Back BilateralFilter BooleanFunction Background Binarize BooleanGraph \
                Backslash BinaryDeserialize BooleanMaxterms Backward BinaryDistance BooleanMinimize Ball \
                BinaryFormat BooleanMinterms Band BinaryImageQ BooleanQ BandpassFilter BinaryRead BooleanRegion \
                BandstopFilter BinaryReadList Booleans BarabasiAlbertGraphDistribution BinarySerialize \
                BooleanStrings BarChart BinaryWrite BooleanTable BarChart3D BinCounts BooleanVariables \
                BarcodeImage BinLists BorderDimensions BarcodeRecognize Binomial BorelTannerDistribution \
                BaringhausHenzeTest BinomialDistribution Bottom BarLegend BinomialProcess BottomHatTransform \
                BarlowProschanImportance BinormalDistribution BoundaryDiscretizeGraphics BarnesG \
                BiorthogonalSplineWavelet BoundaryDiscretizeRegion BarOrigin BipartiteGraphQ BoundaryMesh \
                BarSpacing BiquadraticFilterModel BoundaryMeshRegion BartlettHannWindow BirnbaumImportance \
                BoundaryMeshRegionQ BartlettWindow BirnbaumSaundersDistribution BoundaryStyle BaseDecode BitAnd \
                BoundedRegionQ BaseEncode BitClear BoundingRegion BaseForm BitGet BoxData Baseline BitLength \
                Boxed BaselinePosition BitNot Boxes BaseStyle BitOr BoxMatrix BasicRecurrentLayer BitSet \
                BoxObject BatchNormalizationLayer BitShiftLeft BoxRatios BatchSize BitShiftRight BoxStyle \
                BatesDistribution BitXor BoxWhiskerChart BattleLemarieWavelet BiweightLocation BracketingBar \
                BayesianMaximization BiweightMidvariance BrayCurtisDistance BayesianMaximizationObject Black \
                BreadthFirstScan BayesianMinimization BlackmanHarrisWindow Break BayesianMinimizationObject \
                BlackmanNuttallWindow BridgeData Because BlackmanWindow BrightnessEqualize BeckmannDistribution \
                Blank BroadcastStationData Beep BlankNullSequence Brown Before BlankSequence BrownForsytheTest \
                Begin Blend BrownianBridgeProcess BeginDialogPacket Block BSplineBasis BeginPackage \
                BlockchainAddressData BSplineCurve BellB BlockchainBase BSplineFunction BellY \
                BlockchainBlockData BSplineSurface Below BlockchainContractValue BubbleChart BenfordDistribution \
                BlockchainData BubbleChart3D BeniniDistribution BlockchainGet BubbleScale \
                BenktanderGibratDistribution BlockchainKeyEncode BubbleSizes BenktanderWeibullDistribution \
                BlockchainPut BuildingData BernoulliB BlockchainTokenData BulletGauge BernoulliDistribution \
                BlockchainTransaction BusinessDayQ BernoulliGraphDistribution BlockchainTransactionData \
                ButterflyGraph BernoulliProcess BlockchainTransactionSign ButterworthFilterModel BernsteinBasis \
                BlockchainTransactionSubmit Button BesselFilterModel BlockMap ButtonBar BesselI BlockRandom \
                ButtonBox BesselJ BlomqvistBeta ButtonBoxOptions BesselJZero BlomqvistBetaTest ButtonData \
                BesselK Blue ButtonFunction BesselY Blur ButtonMinHeight BesselYZero BodePlot ButtonNotebook \
                Beta BohmanWindow ButtonSource BetaBinomialDistribution Bold Byte BetaDistribution Bond \
                ByteArray BetaNegativeBinomialDistribution BondCount ByteArrayFormat BetaPrimeDistribution \
                BondList ByteArrayQ BetaRegularized BondQ ByteArrayToString Between Bookmarks ByteCount \
                BetweennessCentrality Boole ByteOrdering BeveledPolyhedron BooleanConsecutiveFunction \
                BezierCurve BooleanConvert C ClearSystemCache Construct CachePersistence ClebschGordan \
                Containing CalendarConvert ClickPane ContainsAll CalendarData Clip ContainsAny CalendarType \
                ClippingStyle ContainsExactly Callout ClipPlanes ContainsNone CalloutMarker ClipPlanesStyle \
                ContainsOnly CalloutStyle ClipRange ContentFieldOptions CallPacket Clock ContentLocationFunction \
                CanberraDistance ClockGauge ContentObject Cancel Close ContentPadding CancelButton CloseKernels \
                ContentSelectable CandlestickChart ClosenessCentrality ContentSize CanonicalGraph Closing \
                Context CanonicalizePolygon CloudAccountData Contexts CanonicalizePolyhedron CloudBase \
                ContextToFileName CanonicalName CloudConnect Continue CanonicalWarpingCorrespondence CloudDeploy \
                ContinuedFraction CanonicalWarpingDistance CloudDirectory ContinuedFractionK CantorMesh \
                CloudDisconnect ContinuousAction CantorStaircase CloudEvaluate ContinuousMarkovProcess Cap \
                CloudExport ContinuousTask CapForm CloudExpression ContinuousTimeModelQ CapitalDifferentialD \
                CloudExpressions ContinuousWaveletData Capitalize CloudFunction ContinuousWaveletTransform \
                CapsuleShape CloudGet ContourDetect CaptureRunning CloudImport ContourLabels CarlemanLinearize \
                CloudLoggingData ContourPlot CarmichaelLambda CloudObject ContourPlot3D CaseOrdering \
                CloudObjectNameFormat Contours Cases CloudObjects ContourShading CaseSensitive \
                CloudObjectURLType ContourStyle Cashflow CloudPublish ContraharmonicMean Casoratian CloudPut \
                ContrastiveLossLayer Catalan CloudRenderingMethod Control CatalanNumber CloudSave ControlActive \
                Catch CloudShare ControllabilityGramian CategoricalDistribution CloudSubmit \
                ControllabilityMatrix Catenate CloudSymbol ControllableDecomposition CatenateLayer CloudUnshare \
                ControllableModelQ CauchyDistribution ClusterClassify ControllerInformation CauchyWindow \
                ClusterDissimilarityFunction ControllerLinking CayleyGraph ClusteringComponents \
                ControllerManipulate CDF ClusteringTree ControllerMethod CDFDeploy CMYKColor ControllerPath \
                CDFWavelet CodeAssistOptions ControllerState Ceiling Coefficient ControlPlacement \
                CelestialSystem CoefficientArrays ControlsRendering Cell CoefficientList ControlType \
                CellAutoOverwrite CoefficientRules Convergents CellBaseline CoifletWavelet ConversionRules \
                CellBracketOptions Collect ConvexHullMesh CellChangeTimes Colon ConvexPolygonQ CellContext \
                ColorBalance ConvexPolyhedronQ CellDingbat ColorCombine ConvolutionLayer CellDynamicExpression \
                ColorConvert Convolve CellEditDuplicate ColorCoverage ConwayGroupCo1 CellEpilog ColorData \
                ConwayGroupCo2 CellEvaluationDuplicate ColorDataFunction ConwayGroupCo3 CellEvaluationFunction \
                ColorDetect CookieFunction CellEventActions ColorDistance CoordinateBoundingBox CellFrame \
                ColorFunction CoordinateBoundingBoxArray CellFrameColor ColorFunctionScaling CoordinateBounds \
                CellFrameLabelMargins Colorize CoordinateBoundsArray CellFrameLabels ColorNegate \
                CoordinateChartData CellFrameMargins ColorProfileData CoordinatesToolOptions CellGroup ColorQ \
                CoordinateTransform CellGroupData ColorQuantize CoordinateTransformData CellGrouping \
                ColorReplace CoprimeQ CellID ColorRules Coproduct CellLabel ColorSeparate CopulaDistribution \
                CellLabelAutoDelete ColorSetter Copyable CellLabelStyle ColorSlider CopyDatabin CellMargins \
                ColorsNear CopyDirectory CellObject ColorSpace CopyFile CellOpen ColorToneMapping \
                CopyToClipboard CellPrint Column CornerFilter CellProlog ColumnAlignments CornerNeighbors Cells \
                ColumnLines Correlation CellStyle ColumnsEqual CorrelationDistance CellTags ColumnSpacings \
                CorrelationFunction CellularAutomaton ColumnWidths CorrelationTest CensoredDistribution \
                CombinedEntityClass Cos Censoring CombinerFunction Cosh Center CometData CoshIntegral \
                CenterArray Commonest CosineDistance CenterDot CommonestFilter CosineWindow CentralFeature \
                CommonName CosIntegral CentralMoment CommonUnits Cot CentralMomentGeneratingFunction \
                CommunityBoundaryStyle Coth Cepstrogram CommunityGraphPlot Count CepstrogramArray \
                CommunityLabels CountDistinct CepstrumArray CommunityRegionStyle CountDistinctBy CForm \
                CompanyData CountRoots ChampernowneNumber CompatibleUnitQ CountryData ChannelBase \
                CompilationOptions Counts ChannelBrokerAction CompilationTarget CountsBy ChannelHistoryLength \
                Compile Covariance ChannelListen Compiled CovarianceEstimatorFunction ChannelListener \
                CompiledCodeFunction CovarianceFunction ChannelListeners CompiledFunction CoxianDistribution \
                ChannelObject CompilerOptions CoxIngersollRossProcess ChannelReceiverFunction Complement \
                CoxModel ChannelSend ComplementedEntityClass CoxModelFit ChannelSubscribers CompleteGraph \
                CramerVonMisesTest ChanVeseBinarize CompleteGraphQ CreateArchive Character CompleteKaryTree \
                CreateCellID CharacterCounts Complex CreateChannel CharacterEncoding ComplexContourPlot \
                CreateCloudExpression CharacteristicFunction Complexes CreateDatabin CharacteristicPolynomial \
                ComplexExpand CreateDataStructure CharacterName ComplexInfinity CreateDataSystemModel \
                CharacterNormalize ComplexityFunction CreateDialog CharacterRange ComplexListPlot \
                CreateDirectory Characters ComplexPlot CreateDocument ChartBaseStyle ComplexPlot3D CreateFile \
                ChartElementFunction ComplexRegionPlot CreateIntermediateDirectories ChartElements \
                ComplexStreamPlot CreateManagedLibraryExpression ChartLabels ComplexVectorPlot CreateNotebook \
                ChartLayout ComponentMeasurements CreatePacletArchive ChartLegends ComposeList CreatePalette \
                ChartStyle ComposeSeries CreatePermissionsGroup Chebyshev1FilterModel CompositeQ \
                CreateSearchIndex Chebyshev2FilterModel Composition CreateSystemModel ChebyshevT CompoundElement \
                CreateUUID ChebyshevU CompoundExpression CreateWindow Check CompoundPoissonDistribution \
                CriterionFunction CheckAbort CompoundPoissonProcess CriticalityFailureImportance Checkbox \
                CompoundRenewalProcess CriticalitySuccessImportance CheckboxBar Compress CriticalSection \
                ChemicalData CompressionLevel Cross ChessboardDistance ComputeUncertainty CrossEntropyLossLayer \
                ChiDistribution Condition CrossingCount ChineseRemainder ConditionalExpression CrossingDetect \
                ChiSquareDistribution Conditioned CrossingPolygon ChoiceButtons Cone CrossMatrix ChoiceDialog \
                ConfidenceLevel Csc CholeskyDecomposition ConfidenceRange Csch Chop ConfidenceTransform \
                CTCLossLayer ChromaticityPlot ConformAudio Cube ChromaticityPlot3D ConformImages CubeRoot \
                ChromaticPolynomial Congruent Cubics Circle ConicHullRegion Cuboid CircleDot ConicOptimization \
                Cumulant CircleMinus Conjugate CumulantGeneratingFunction CirclePlus ConjugateTranspose Cup \
                CirclePoints Conjunction CupCap CircleThrough ConnectedComponents Curl CircleTimes \
                ConnectedGraphComponents CurrencyConvert CirculantGraph ConnectedGraphQ CurrentDate \
                CircularOrthogonalMatrixDistribution ConnectedMeshComponents CurrentImage \
                CircularQuaternionMatrixDistribution ConnectedMoleculeComponents CurrentNotebookImage \
                CircularRealMatrixDistribution ConnectedMoleculeQ CurrentScreenImage \
                CircularSymplecticMatrixDistribution ConnectionSettings CurrentValue \
                CircularUnitaryMatrixDistribution ConnectLibraryCallbackFunction CurryApplied Circumsphere \
                ConnectSystemModelComponents CurvatureFlowFilter CityData ConnesWindow CurveClosed \
                ClassifierFunction ConoverTest Cyan ClassifierMeasurements Constant CycleGraph \
                ClassifierMeasurementsObject ConstantArray CycleIndexPolynomial Classify ConstantArrayLayer \
                Cycles ClassPriors ConstantImage CyclicGroup Clear ConstantPlusLayer Cyclotomic ClearAll \
                ConstantRegionQ Cylinder ClearAttributes Constants CylindricalDecomposition ClearCookies \
                ConstantTimesLayer ClearPermissions ConstellationData D DeleteFile DiscreteLyapunovSolve \
                DagumDistribution DeleteMissing DiscreteMarkovProcess DamData DeleteObject DiscreteMaxLimit \
                DamerauLevenshteinDistance DeletePermissionsKey DiscreteMinLimit Darker DeleteSearchIndex \
                DiscretePlot Dashed DeleteSmallComponents DiscretePlot3D Dashing DeleteStopwords DiscreteRatio \
                DatabaseConnect DelimitedSequence DiscreteRiccatiSolve DatabaseDisconnect Delimiter \
                DiscreteShift DatabaseReference DelimiterFlashTime DiscreteTimeModelQ Databin Delimiters \
                DiscreteUniformDistribution DatabinAdd DeliveryFunction DiscreteVariables DatabinRemove \
                Dendrogram DiscreteWaveletData Databins Denominator DiscreteWaveletPacketTransform DatabinUpload \
                DensityHistogram DiscreteWaveletTransform DataDistribution DensityPlot DiscretizeGraphics \
                DataRange DensityPlot3D DiscretizeRegion DataReversed DependentVariables Discriminant Dataset \
                Deploy DisjointQ DataStructure Deployed Disjunction DataStructureQ Depth Disk DateBounds \
                DepthFirstScan DiskMatrix Dated Derivative DiskSegment DateDifference DerivativeFilter Dispatch \
                DatedUnit DerivedKey DispersionEstimatorFunction DateFormat DescriptorStateSpace DisplayAllSteps \
                DateFunction DesignMatrix DisplayEndPacket DateHistogram Det DisplayForm DateInterval \
                DeviceClose DisplayFunction DateList DeviceConfigure DisplayPacket DateListLogPlot DeviceExecute \
                DistanceFunction DateListPlot DeviceExecuteAsynchronous DistanceMatrix DateListStepPlot \
                DeviceObject DistanceTransform DateObject DeviceOpen Distribute DateObjectQ DeviceRead \
                Distributed DateOverlapsQ DeviceReadBuffer DistributedContexts DatePattern DeviceReadLatest \
                DistributeDefinitions DatePlus DeviceReadList DistributionChart DateRange DeviceReadTimeSeries \
                DistributionFitTest DateReduction Devices DistributionParameterAssumptions DateString \
                DeviceStreams DistributionParameterQ DateTicksFormat DeviceWrite Dithering DateValue \
                DeviceWriteBuffer Div DateWithinQ DGaussianWavelet Divide DaubechiesWavelet Diagonal DivideBy \
                DavisDistribution DiagonalizableMatrixQ Dividers DawsonF DiagonalMatrix DivideSides DayCount \
                DiagonalMatrixQ Divisible DayCountConvention Dialog Divisors DayHemisphere DialogInput \
                DivisorSigma DaylightQ DialogNotebook DivisorSum DayMatchQ DialogProlog DMSList DayName \
                DialogReturn DMSString DayNightTerminator DialogSymbols Do DayPlus Diamond DockedCells DayRange \
                DiamondMatrix DocumentGenerator DayRound DiceDissimilarity DocumentGeneratorInformation \
                DeBruijnGraph DictionaryLookup DocumentGenerators DeBruijnSequence DictionaryWordQ \
                DocumentNotebook Decapitalize DifferenceDelta DocumentWeightingRules DecimalForm \
                DifferenceQuotient Dodecahedron DeclarePackage DifferenceRoot DominantColors Decompose \
                DifferenceRootReduce Dot DeconvolutionLayer Differences DotDashed Decrement DifferentialD \
                DotEqual Decrypt DifferentialRoot DotLayer DecryptFile DifferentialRootReduce Dotted DedekindEta \
                DifferentiatorFilter DoubleBracketingBar DeepSpaceProbeData DigitalSignature DoubleDownArrow \
                Default DigitBlock DoubleLeftArrow DefaultAxesStyle DigitCharacter DoubleLeftRightArrow \
                DefaultBaseStyle DigitCount DoubleLeftTee DefaultBoxStyle DigitQ DoubleLongLeftArrow \
                DefaultButton DihedralAngle DoubleLongLeftRightArrow DefaultDuplicateCellStyle DihedralGroup \
                DoubleLongRightArrow DefaultDuration Dilation DoubleRightArrow DefaultElement \
                DimensionalCombinations DoubleRightTee DefaultFaceGridsStyle DimensionalMeshComponents \
                DoubleUpArrow DefaultFieldHintStyle DimensionReduce DoubleUpDownArrow DefaultFrameStyle \
                DimensionReducerFunction DoubleVerticalBar DefaultFrameTicksStyle DimensionReduction DownArrow \
                DefaultGridLinesStyle Dimensions DownArrowBar DefaultLabelStyle DiracComb DownArrowUpArrow \
                DefaultMenuStyle DiracDelta DownLeftRightVector DefaultNaturalLanguage DirectedEdge \
                DownLeftTeeVector DefaultNewCellStyle DirectedEdges DownLeftVector DefaultOptions DirectedGraph \
                DownLeftVectorBar DefaultPrintPrecision DirectedGraphQ DownRightTeeVector DefaultTicksStyle \
                DirectedInfinity DownRightVector DefaultTooltipStyle Direction DownRightVectorBar Defer \
                Directive Downsample DefineInputStreamMethod Directory DownTee DefineOutputStreamMethod \
                DirectoryName DownTeeArrow DefineResourceFunction DirectoryQ DownValues Definition \
                DirectoryStack Drop Degree DirichletBeta DropoutLayer DegreeCentrality DirichletCharacter DSolve \
                DegreeGraphDistribution DirichletCondition DSolveValue DEigensystem DirichletConvolve Dt \
                DEigenvalues DirichletDistribution DualPolyhedron Deinitialization DirichletEta DualSystemsModel \
                Del DirichletL DumpSave DelaunayMesh DirichletLambda DuplicateFreeQ Delayed DirichletTransform \
                Duration Deletable DirichletWindow Dynamic Delete DisableFormatting DynamicEvaluationTimeout \
                DeleteAnomalies DiscreteAsymptotic DynamicGeoGraphics DeleteBorderComponents \
                DiscreteChirpZTransform DynamicImage DeleteCases DiscreteConvolve DynamicModule DeleteChannel \
                DiscreteDelta DynamicModuleValues DeleteCloudExpression DiscreteHadamardTransform DynamicSetting \
                DeleteContents DiscreteIndicator DynamicUpdating DeleteDirectory DiscreteLimit DynamicWrapper \
                DeleteDuplicates DiscreteLQEstimatorGains DeleteDuplicatesBy DiscreteLQRegulatorGains E \
                EndOfFile EventHandler EarthImpactData EndOfLine EventLabels EarthquakeData EndOfString \
                EventSeries EccentricityCentrality EndPackage ExactBlackmanWindow Echo EngineeringForm \
                ExactNumberQ EchoFunction EnterExpressionPacket ExampleData EclipseType EnterTextPacket Except \
                EdgeAdd Entity ExcludedForms EdgeBetweennessCentrality EntityClass ExcludedLines EdgeCapacity \
                EntityClassList ExcludedPhysicalQuantities EdgeConnectivity EntityCopies ExcludePods \
                EdgeContract EntityFunction Exclusions EdgeCost EntityGroup ExclusionsStyle EdgeCount \
                EntityInstance Exists EdgeCoverQ EntityList Exit EdgeCycleMatrix EntityPrefetch ExoplanetData \
                EdgeDelete EntityProperties Exp EdgeDetect EntityProperty Expand EdgeForm EntityPropertyClass \
                ExpandAll EdgeIndex EntityRegister ExpandDenominator EdgeLabels EntityStore ExpandFileName \
                EdgeLabelStyle EntityStores ExpandNumerator EdgeList EntityTypeName Expectation EdgeQ \
                EntityUnregister ExpGammaDistribution EdgeRules EntityValue ExpIntegralE EdgeShapeFunction \
                Entropy ExpIntegralEi EdgeStyle EntropyFilter ExpirationDate EdgeTaggedGraph Environment \
                Exponent EdgeTaggedGraphQ Epilog ExponentFunction EdgeTags EpilogFunction \
                ExponentialDistribution EdgeWeight Equal ExponentialFamily EdgeWeightedGraphQ EqualTilde \
                ExponentialGeneratingFunction Editable EqualTo ExponentialMovingAverage EditDistance Equilibrium \
                ExponentialPowerDistribution EffectiveInterest EquirippleFilterKernel ExponentStep Eigensystem \
                Equivalent Export Eigenvalues Erf ExportByteArray EigenvectorCentrality Erfc ExportForm \
                Eigenvectors Erfi ExportString Element ErlangB Expression ElementData ErlangC ExpressionCell \
                ElementwiseLayer ErlangDistribution ExpressionGraph ElidedForms Erosion ExpToTrig Eliminate \
                ErrorBox ExtendedEntityClass Ellipsoid EscapeRadius ExtendedGCD EllipticE EstimatedBackground \
                Extension EllipticExp EstimatedDistribution ExtentElementFunction EllipticExpPrime \
                EstimatedProcess ExtentMarkers EllipticF EstimatorGains ExtentSize EllipticFilterModel \
                EstimatorRegulator ExternalBundle EllipticK EuclideanDistance ExternalEvaluate EllipticLog \
                EulerAngles ExternalFunction EllipticNomeQ EulerCharacteristic ExternalIdentifier EllipticPi \
                EulerE ExternalObject EllipticTheta EulerGamma ExternalOptions EllipticThetaPrime EulerianGraphQ \
                ExternalSessionObject EmbedCode EulerMatrix ExternalSessions EmbeddedHTML EulerPhi \
                ExternalStorageBase EmbeddedService Evaluatable ExternalStorageDownload EmbeddingLayer Evaluate \
                ExternalStorageGet EmitSound EvaluatePacket ExternalStorageObject EmpiricalDistribution \
                EvaluationBox ExternalStoragePut EmptyGraphQ EvaluationCell ExternalStorageUpload EmptyRegion \
                EvaluationData ExternalTypeSignature Enabled EvaluationElements ExternalValue Encode \
                EvaluationEnvironment Extract Encrypt EvaluationMonitor ExtractArchive EncryptedObject \
                EvaluationNotebook ExtractLayer EncryptFile EvaluationObject ExtractPacletArchive End Evaluator \
                ExtremeValueDistribution EndDialogPacket EvenQ EndOfBuffer EventData FaceAlign FindFaces \
                ForceVersionInstall FaceForm FindFile Format FaceGrids FindFit FormatType FaceGridsStyle \
                FindFormula FormBox FacialFeatures FindFundamentalCycles FormBoxOptions Factor \
                FindGeneratingFunction FormControl Factorial FindGeoLocation FormFunction Factorial2 \
                FindGeometricConjectures FormLayoutFunction FactorialMoment FindGeometricTransform FormObject \
                FactorialMomentGeneratingFunction FindGraphCommunities FormPage FactorialPower \
                FindGraphIsomorphism FormulaData FactorInteger FindGraphPartition FormulaLookup FactorList \
                FindHamiltonianCycle FortranForm FactorSquareFree FindHamiltonianPath Forward \
                FactorSquareFreeList FindHiddenMarkovStates ForwardBackward FactorTerms FindImageText Fourier \
                FactorTermsList FindIndependentEdgeSet FourierCoefficient Failure FindIndependentVertexSet \
                FourierCosCoefficient FailureAction FindInstance FourierCosSeries FailureDistribution \
                FindIntegerNullVector FourierCosTransform FailureQ FindKClan FourierDCT False FindKClique \
                FourierDCTFilter FareySequence FindKClub FourierDCTMatrix FARIMAProcess FindKPlex FourierDST \
                FeatureDistance FindLibrary FourierDSTMatrix FeatureExtract FindLinearRecurrence FourierMatrix \
                FeatureExtraction FindList FourierParameters FeatureExtractor FindMatchingColor \
                FourierSequenceTransform FeatureExtractorFunction FindMaximum FourierSeries FeatureNames \
                FindMaximumCut FourierSinCoefficient FeatureNearest FindMaximumFlow FourierSinSeries \
                FeatureSpacePlot FindMaxValue FourierSinTransform FeatureSpacePlot3D FindMeshDefects \
                FourierTransform FeatureTypes FindMinimum FourierTrigSeries FeedbackLinearize \
                FindMinimumCostFlow FractionalBrownianMotionProcess FeedbackSector FindMinimumCut \
                FractionalGaussianNoiseProcess FeedbackSectorStyle FindMinValue FractionalPart FeedbackType \
                FindMoleculeSubstructure FractionBox FetalGrowthData FindPath FractionBoxOptions Fibonacci \
                FindPeaks Frame Fibonorial FindPermutation FrameBox FieldCompletionFunction FindPostmanTour \
                FrameBoxOptions FieldHint FindProcessParameters Framed FieldHintStyle FindRepeat FrameLabel \
                FieldMasked FindRoot FrameMargins FieldSize FindSequenceFunction FrameRate File FindSettings \
                FrameStyle FileBaseName FindShortestPath FrameTicks FileByteCount FindShortestTour \
                FrameTicksStyle FileConvert FindSpanningTree FRatioDistribution FileDate \
                FindSystemModelEquilibrium FrechetDistribution FileExistsQ FindTextualAnswer FreeQ FileExtension \
                FindThreshold FrenetSerretSystem FileFormat FindTransientRepeat FrequencySamplingFilterKernel \
                FileHash FindVertexCover FresnelC FileNameDepth FindVertexCut FresnelF FileNameDrop \
                FindVertexIndependentPaths FresnelG FileNameForms FinishDynamic FresnelS FileNameJoin \
                FiniteAbelianGroupCount Friday FileNames FiniteGroupCount FrobeniusNumber FileNameSetter \
                FiniteGroupData FrobeniusSolve FileNameSplit First FromAbsoluteTime FileNameTake FirstCase \
                FromCharacterCode FilePrint FirstPassageTimeDistribution FromCoefficientRules FileSize \
                FirstPosition FromContinuedFraction FileSystemMap FischerGroupFi22 FromDigits FileSystemScan \
                FischerGroupFi23 FromDMS FileTemplate FischerGroupFi24Prime FromEntity FileTemplateApply \
                FisherHypergeometricDistribution FromJulianDate FileType FisherRatioTest FromLetterNumber \
                FilledCurve FisherZDistribution FromPolarCoordinates Filling Fit FromRomanNumeral FillingStyle \
                FitRegularization FromSphericalCoordinates FillingTransform FittedModel FromUnixTime \
                FilteredEntityClass FixedOrder Front FilterRules FixedPoint FrontEndDynamicExpression \
                FinancialBond FixedPointList FrontEndEventActions FinancialData Flat FrontEndExecute \
                FinancialDerivative Flatten FrontEndToken FinancialIndicator FlattenAt FrontEndTokenExecute Find \
                FlattenLayer Full FindAnomalies FlatTopWindow FullDefinition FindArgMax FlipView FullForm \
                FindArgMin Floor FullGraphics FindChannels FlowPolynomial FullInformationOutputRegulator \
                FindClique Fold FullRegion FindClusters FoldList FullSimplify FindCookies FoldPair Function \
                FindCurvePath FoldPairList FunctionCompile FindCycle FollowRedirects FunctionCompileExport \
                FindDevices FontColor FunctionCompileExportByteArray FindDistribution FontFamily \
                FunctionCompileExportLibrary FindDistributionParameters FontSize FunctionCompileExportString \
                FindDivisions FontSlant FunctionDomain FindEdgeCover FontSubstitutions FunctionExpand \
                FindEdgeCut FontTracking FunctionInterpolation FindEdgeIndependentPaths FontVariations \
                FunctionPeriod FindEquationalProof FontWeight FunctionRange FindEulerianCycle For FunctionSpace \
                FindExternalEvaluators ForAll FussellVeselyImportance GaborFilter GeoGraphics Graph GaborMatrix \
                GeogravityModelData Graph3D GaborWavelet GeoGridDirectionDifference GraphAssortativity \
                GainMargins GeoGridLines GraphAutomorphismGroup GainPhaseMargins GeoGridLinesStyle GraphCenter \
                GalaxyData GeoGridPosition GraphComplement GalleryView GeoGridRange GraphData Gamma \
                GeoGridRangePadding GraphDensity GammaDistribution GeoGridUnitArea GraphDiameter \
                GammaRegularized GeoGridUnitDistance GraphDifference GapPenalty GeoGridVector GraphDisjointUnion \
                GARCHProcess GeoGroup GraphDistance GatedRecurrentLayer GeoHemisphere GraphDistanceMatrix Gather \
                GeoHemisphereBoundary GraphEmbedding GatherBy GeoHistogram GraphHighlight \
                GaugeFaceElementFunction GeoIdentify GraphHighlightStyle GaugeFaceStyle GeoImage GraphHub \
                GaugeFrameElementFunction GeoLabels Graphics GaugeFrameSize GeoLength Graphics3D GaugeFrameStyle \
                GeoListPlot GraphicsColumn GaugeLabels GeoLocation GraphicsComplex GaugeMarkers \
                GeologicalPeriodData GraphicsGrid GaugeStyle GeomagneticModelData GraphicsGroup GaussianFilter \
                GeoMarker GraphicsRow GaussianIntegers GeometricAssertion GraphIntersection GaussianMatrix \
                GeometricBrownianMotionProcess GraphLayout GaussianOrthogonalMatrixDistribution \
                GeometricDistribution GraphLinkEfficiency GaussianSymplecticMatrixDistribution GeometricMean \
                GraphPeriphery GaussianUnitaryMatrixDistribution GeometricMeanFilter GraphPlot GaussianWindow \
                GeometricOptimization GraphPlot3D GCD GeometricScene GraphPower GegenbauerC \
                GeometricTransformation GraphPropertyDistribution General GeoModel GraphQ \
                GeneralizedLinearModelFit GeoNearest GraphRadius GenerateAsymmetricKeyPair GeoPath \
                GraphReciprocity GenerateConditions GeoPosition GraphUnion GeneratedCell GeoPositionENU Gray \
                GeneratedDocumentBinding GeoPositionXYZ GrayLevel GenerateDerivedKey GeoProjection Greater \
                GenerateDigitalSignature GeoProjectionData GreaterEqual GenerateDocument GeoRange \
                GreaterEqualLess GeneratedParameters GeoRangePadding GreaterEqualThan \
                GeneratedQuantityMagnitudes GeoRegionValuePlot GreaterFullEqual GenerateFileSignature \
                GeoResolution GreaterGreater GenerateHTTPResponse GeoScaleBar GreaterLess \
                GenerateSecuredAuthenticationKey GeoServer GreaterSlantEqual GenerateSymmetricKey \
                GeoSmoothHistogram GreaterThan GeneratingFunction GeoStreamPlot GreaterTilde \
                GeneratorDescription GeoStyling Green GeneratorHistoryLength GeoStylingImageFunction \
                GreenFunction GeneratorOutputType GeoVariant Grid GenericCylindricalDecomposition GeoVector \
                GridBox GenomeData GeoVectorENU GridDefaultElement GenomeLookup GeoVectorPlot GridGraph \
                GeoAntipode GeoVectorXYZ GridLines GeoArea GeoVisibleRegion GridLinesStyle GeoArraySize \
                GeoVisibleRegionBoundary GroebnerBasis GeoBackground GeoWithinQ GroupActionBase GeoBoundingBox \
                GeoZoomLevel GroupBy GeoBounds GestureHandler GroupCentralizer GeoBoundsRegion Get \
                GroupElementFromWord GeoBubbleChart GetEnvironment GroupElementPosition GeoCenter Glaisher \
                GroupElementQ GeoCircle GlobalClusteringCoefficient GroupElements GeoContourPlot Glow \
                GroupElementToWord GeoDensityPlot GoldenAngle GroupGenerators GeodesicClosing GoldenRatio \
                Groupings GeodesicDilation GompertzMakehamDistribution GroupMultiplicationTable GeodesicErosion \
                GoochShading GroupOrbits GeodesicOpening GoodmanKruskalGamma GroupOrder GeoDestination \
                GoodmanKruskalGammaTest GroupPageBreakWithin GeodesyData Goto GroupSetwiseStabilizer \
                GeoDirection Grad GroupStabilizer GeoDisk Gradient GroupStabilizerChain GeoDisplacement \
                GradientFilter GrowCutComponents GeoDistance GradientOrientationFilter Gudermannian \
                GeoDistanceList GrammarApply GuidedFilter GeoElevationData GrammarRules GumbelDistribution \
                GeoEntities GrammarToken HaarWavelet HermiteH HoldComplete HadamardMatrix HermitianMatrixQ \
                HoldFirst HalfLine HessenbergDecomposition HoldForm HalfNormalDistribution HeunB HoldPattern \
                HalfPlane HeunBPrime HoldRest HalfSpace HeunC HolidayCalendar HalftoneShading HeunCPrime \
                HorizontalGauge HamiltonianGraphQ HeunD HornerForm HammingDistance HeunDPrime HostLookup \
                HammingWindow HeunG HotellingTSquareDistribution HandlerFunctions HeunGPrime HoytDistribution \
                HandlerFunctionsKeys HeunT HTTPErrorResponse HankelH1 HeunTPrime HTTPRedirect HankelH2 \
                HexadecimalCharacter HTTPRequest HankelMatrix Hexahedron HTTPRequestData HankelTransform \
                HiddenItems HTTPResponse HannPoissonWindow HiddenMarkovProcess Hue HannWindow Highlighted \
                HumanGrowthData HaradaNortonGroupHN HighlightGraph HumpDownHump HararyGraph HighlightImage \
                HumpEqual HarmonicMean HighlightMesh HurwitzLerchPhi HarmonicMeanFilter HighpassFilter \
                HurwitzZeta HarmonicNumber HigmanSimsGroupHS HyperbolicDistribution Hash HilbertCurve \
                HypercubeGraph HatchFilling HilbertFilter HyperexponentialDistribution HatchShading \
                HilbertMatrix Hyperfactorial Haversine Histogram Hypergeometric0F1 HazardFunction Histogram3D \
                Hypergeometric0F1Regularized Head HistogramDistribution Hypergeometric1F1 HeaderAlignment \
                HistogramList Hypergeometric1F1Regularized HeaderBackground HistogramTransform Hypergeometric2F1 \
                HeaderDisplayFunction HistogramTransformInterpolation Hypergeometric2F1Regularized HeaderLines \
                HistoricalPeriodData HypergeometricDistribution HeaderSize HitMissTransform HypergeometricPFQ \
                HeaderStyle HITSCentrality HypergeometricPFQRegularized Heads HjorthDistribution HypergeometricU \
                HeavisideLambda HodgeDual Hyperlink HeavisidePi HoeffdingD HyperlinkAction HeavisideTheta \
                HoeffdingDTest Hyperplane HeldGroupHe Hold Hyphenation Here HoldAll HypoexponentialDistribution \
                HermiteDecomposition HoldAllComplete HypothesisTestData I ImageSizeMultipliers IntegerName \
                IconData ImageSubtract IntegerPart Iconize ImageTake IntegerPartitions IconRules \
                ImageTransformation IntegerQ Icosahedron ImageTrim IntegerReverse Identity ImageType Integers \
                IdentityMatrix ImageValue IntegerString If ImageValuePositions Integrate IgnoreCase \
                ImagingDevice Interactive IgnoreDiacritics ImplicitRegion InteractiveTradingChart \
                IgnorePunctuation Implies Interleaving IgnoringInactive Import InternallyBalancedDecomposition \
                Im ImportByteArray InterpolatingFunction Image ImportOptions InterpolatingPolynomial Image3D \
                ImportString Interpolation Image3DProjection ImprovementImportance InterpolationOrder \
                Image3DSlices In InterpolationPoints ImageAccumulate Inactivate Interpretation ImageAdd Inactive \
                InterpretationBox ImageAdjust IncidenceGraph InterpretationBoxOptions ImageAlign IncidenceList \
                Interpreter ImageApply IncidenceMatrix InterquartileRange ImageApplyIndexed IncludeAromaticBonds \
                Interrupt ImageAspectRatio IncludeConstantBasis IntersectedEntityClass ImageAssemble \
                IncludeDefinitions IntersectingQ ImageAugmentationLayer IncludeDirectories Intersection \
                ImageBoundingBoxes IncludeGeneratorTasks Interval ImageCapture IncludeHydrogens \
                IntervalIntersection ImageCaptureFunction IncludeInflections IntervalMarkers ImageCases \
                IncludeMetaInformation IntervalMarkersStyle ImageChannels IncludePods IntervalMemberQ ImageClip \
                IncludeQuantities IntervalSlider ImageCollage IncludeRelatedTables IntervalUnion ImageColorSpace \
                IncludeWindowTimes Inverse ImageCompose Increment InverseBetaRegularized ImageContainsQ \
                IndefiniteMatrixQ InverseCDF ImageContents IndependenceTest InverseChiSquareDistribution \
                ImageConvolve IndependentEdgeSetQ InverseContinuousWaveletTransform ImageCooccurrence \
                IndependentPhysicalQuantity InverseDistanceTransform ImageCorners IndependentUnit \
                InverseEllipticNomeQ ImageCorrelate IndependentUnitDimension InverseErf ImageCorrespondingPoints \
                IndependentVertexSetQ InverseErfc ImageCrop Indeterminate InverseFourier ImageData \
                IndeterminateThreshold InverseFourierCosTransform ImageDeconvolve Indexed \
                InverseFourierSequenceTransform ImageDemosaic IndexEdgeTaggedGraph InverseFourierSinTransform \
                ImageDifference IndexGraph InverseFourierTransform ImageDimensions InexactNumberQ \
                InverseFunction ImageDisplacements InfiniteFuture InverseFunctions ImageDistance InfiniteLine \
                InverseGammaDistribution ImageEffect InfinitePast InverseGammaRegularized ImageExposureCombine \
                InfinitePlane InverseGaussianDistribution ImageFeatureTrack Infinity InverseGudermannian \
                ImageFileApply Infix InverseHankelTransform ImageFileFilter InflationAdjust InverseHaversine \
                ImageFileScan InflationMethod InverseImagePyramid ImageFilter Information InverseJacobiCD \
                ImageFocusCombine Inherited InverseJacobiCN ImageForestingComponents InheritScope \
                InverseJacobiCS ImageFormattingWidth InhomogeneousPoissonProcess InverseJacobiDC \
                ImageForwardTransformation InitialEvaluationHistory InverseJacobiDN ImageGraphics Initialization \
                InverseJacobiDS ImageHistogram InitializationCell InverseJacobiNC ImageIdentify \
                InitializationObjects InverseJacobiND ImageInstanceQ InitializationValue InverseJacobiNS \
                ImageKeypoints Initialize InverseJacobiSC ImageLabels InitialSeeding InverseJacobiSD \
                ImageLegends Inner InverseJacobiSN ImageLevels InnerPolygon InverseLaplaceTransform ImageLines \
                InnerPolyhedron InverseMellinTransform ImageMargins Inpaint InversePermutation ImageMarker Input \
                InverseRadon ImageMeasurements InputAliases InverseRadonTransform ImageMesh InputAssumptions \
                InverseSeries ImageMultiply InputAutoReplacements InverseShortTimeFourier ImagePad InputField \
                InverseSpectrogram ImagePadding InputForm InverseSurvivalFunction ImagePartition InputNamePacket \
                InverseTransformedRegion ImagePeriodogram InputNotebook InverseWaveletTransform \
                ImagePerspectiveTransformation InputPacket InverseWeierstrassP ImagePosition InputStream \
                InverseWishartMatrixDistribution ImagePreviewFunction InputString InverseZTransform ImagePyramid \
                InputStringPacket Invisible ImagePyramidApply Insert IPAddress ImageQ InsertionFunction \
                IrreduciblePolynomialQ ImageRecolor InsertLinebreaks IslandData ImageReflect InsertResults \
                IsolatingInterval ImageResize Inset IsomorphicGraphQ ImageResolution Insphere IsotopeData \
                ImageRestyle Install Italic ImageRotate InstallService Item ImageSaliencyFilter InString \
                ItemAspectRatio ImageScaled Integer ItemDisplayFunction ImageScan IntegerDigits ItemSize \
                ImageSize IntegerExponent ItemStyle ImageSizeAction IntegerLength ItoProcess \
                JaccardDissimilarity JacobiSC JoinAcross JacobiAmplitude JacobiSD Joined JacobiCD JacobiSN \
                JoinedCurve JacobiCN JacobiSymbol JoinForm JacobiCS JacobiZeta JordanDecomposition JacobiDC \
                JankoGroupJ1 JordanModelDecomposition JacobiDN JankoGroupJ2 JulianDate JacobiDS JankoGroupJ3 \
                JuliaSetBoettcher JacobiNC JankoGroupJ4 JuliaSetIterationCount JacobiND JarqueBeraALMTest \
                JuliaSetPlot JacobiNS JohnsonDistribution JuliaSetPoints JacobiP Join KagiChart KernelObject \
                Khinchin KaiserBesselWindow Kernels KillProcess KaiserWindow Key KirchhoffGraph KalmanEstimator \
                KeyCollisionFunction KirchhoffMatrix KalmanFilter KeyComplement KleinInvariantJ \
                KarhunenLoeveDecomposition KeyDrop KnapsackSolve KaryTree KeyDropFrom KnightTourGraph \
                KatzCentrality KeyExistsQ KnotData KCoreComponents KeyFreeQ KnownUnitQ KDistribution \
                KeyIntersection KochCurve KEdgeConnectedComponents KeyMap KolmogorovSmirnovTest \
                KEdgeConnectedGraphQ KeyMemberQ KroneckerDelta KeepExistingVersion KeypointStrength \
                KroneckerModelDecomposition KelvinBei Keys KroneckerProduct KelvinBer KeySelect KroneckerSymbol \
                KelvinKei KeySort KuiperTest KelvinKer KeySortBy KumaraswamyDistribution KendallTau KeyTake \
                Kurtosis KendallTauTest KeyUnion KuwaharaFilter KernelFunction KeyValueMap \
                KVertexConnectedComponents KernelMixtureDistribution KeyValuePattern KVertexConnectedGraphQ \
                LABColor LetterQ ListPickerBox Label Level ListPickerBoxOptions Labeled LeveneTest ListPlay \
                LabelingFunction LeviCivitaTensor ListPlot LabelingSize LevyDistribution ListPlot3D LabelStyle \
                LibraryDataType ListPointPlot3D LabelVisibility LibraryFunction ListPolarPlot LaguerreL \
                LibraryFunctionError ListQ LakeData LibraryFunctionInformation ListSliceContourPlot3D \
                LambdaComponents LibraryFunctionLoad ListSliceDensityPlot3D LaminaData LibraryFunctionUnload \
                ListSliceVectorPlot3D LanczosWindow LibraryLoad ListStepPlot LandauDistribution LibraryUnload \
                ListStreamDensityPlot Language LiftingFilterData ListStreamPlot LanguageCategory \
                LiftingWaveletTransform ListSurfacePlot3D LanguageData LightBlue ListVectorDensityPlot \
                LanguageIdentify LightBrown ListVectorPlot LaplaceDistribution LightCyan ListVectorPlot3D \
                LaplaceTransform Lighter ListZTransform Laplacian LightGray LocalAdaptiveBinarize \
                LaplacianFilter LightGreen LocalCache LaplacianGaussianFilter Lighting \
                LocalClusteringCoefficient Large LightingAngle LocalizeVariables Larger LightMagenta LocalObject \
                Last LightOrange LocalObjects Latitude LightPink LocalResponseNormalizationLayer \
                LatitudeLongitude LightPurple LocalSubmit LatticeData LightRed LocalSymbol LatticeReduce \
                LightYellow LocalTime LaunchKernels Likelihood LocalTimeZone LayeredGraphPlot Limit \
                LocationEquivalenceTest LayerSizeFunction LimitsPositioning LocationTest LCHColor \
                LindleyDistribution Locator LCM Line LocatorAutoCreate LeaderSize LinearFractionalOptimization \
                LocatorPane LeafCount LinearFractionalTransform LocatorRegion LeapYearQ LinearGradientImage \
                Locked LearnDistribution LinearizingTransformationData Log LearnedDistribution LinearLayer Log10 \
                LearningRate LinearModelFit Log2 LearningRateMultipliers LinearOffsetFunction LogBarnesG \
                LeastSquares LinearOptimization LogGamma LeastSquaresFilterKernel LinearProgramming \
                LogGammaDistribution Left LinearRecurrence LogicalExpand LeftArrow LinearSolve LogIntegral \
                LeftArrowBar LinearSolveFunction LogisticDistribution LeftArrowRightArrow LineBreakChart \
                LogisticSigmoid LeftDownTeeVector LineGraph LogitModelFit LeftDownVector LineIndent \
                LogLikelihood LeftDownVectorBar LineIndentMaxFraction LogLinearPlot LeftRightArrow \
                LineIntegralConvolutionPlot LogLogisticDistribution LeftRightVector LineIntegralConvolutionScale \
                LogLogPlot LeftTee LineLegend LogMultinormalDistribution LeftTeeArrow LineSpacing \
                LogNormalDistribution LeftTeeVector LinkActivate LogPlot LeftTriangle LinkClose LogRankTest \
                LeftTriangleBar LinkConnect LogSeriesDistribution LeftTriangleEqual LinkCreate Longest \
                LeftUpDownVector LinkFunction LongestCommonSequence LeftUpTeeVector LinkInterrupt \
                LongestCommonSequencePositions LeftUpVector LinkLaunch LongestCommonSubsequence LeftUpVectorBar \
                LinkObject LongestCommonSubsequencePositions LeftVector LinkPatterns LongestOrderedSequence \
                LeftVectorBar LinkProtocol Longitude LegendAppearance LinkRankCentrality LongLeftArrow Legended \
                LinkRead LongLeftRightArrow LegendFunction LinkReadyQ LongRightArrow LegendLabel Links \
                LongShortTermMemoryLayer LegendLayout LinkWrite Lookup LegendMargins LiouvilleLambda \
                LoopFreeGraphQ LegendMarkers List Looping LegendMarkerSize Listable LossFunction LegendreP \
                ListAnimate LowerCaseQ LegendreQ ListContourPlot LowerLeftArrow Length ListContourPlot3D \
                LowerRightArrow LengthWhile ListConvolve LowerTriangularize LerchPhi ListCorrelate \
                LowerTriangularMatrixQ Less ListCurvePathPlot LowpassFilter LessEqual ListDeconvolve \
                LQEstimatorGains LessEqualGreater ListDensityPlot LQGRegulator LessEqualThan ListDensityPlot3D \
                LQOutputRegulatorGains LessFullEqual ListFormat LQRegulatorGains LessGreater \
                ListFourierSequenceTransform LucasL LessLess ListInterpolation LuccioSamiComponents \
                LessSlantEqual ListLineIntegralConvolutionPlot LUDecomposition LessThan ListLinePlot \
                LunarEclipse LessTilde ListLogLinearPlot LUVColor LetterCharacter ListLogLogPlot LyapunovSolve \
                LetterCounts ListLogPlot LyonsGroupLy LetterNumber ListPicker MachineNumberQ MaxMemoryUsed \
                MinimalPolynomial MachinePrecision MaxMixtureKernels MinimalStateSpaceModel Magenta \
                MaxOverlapFraction Minimize Magnification MaxPlotPoints MinimumTimeIncrement Magnify \
                MaxRecursion MinIntervalSize MailAddressValidation MaxStableDistribution MinkowskiQuestionMark \
                MailExecute MaxStepFraction MinLimit MailFolder MaxSteps MinMax MailItem MaxStepSize \
                MinorPlanetData MailReceiverFunction MaxTrainingRounds Minors MailResponseFunction MaxValue \
                MinStableDistribution MailSearch MaxwellDistribution Minus MailServerConnect MaxWordGap \
                MinusPlus MailServerConnection McLaughlinGroupMcL MinValue MailSettings Mean Missing Majority \
                MeanAbsoluteLossLayer MissingBehavior MakeBoxes MeanAround MissingDataMethod MakeExpression \
                MeanClusteringCoefficient MissingDataRules ManagedLibraryExpressionID MeanDegreeConnectivity \
                MissingQ ManagedLibraryExpressionQ MeanDeviation MissingString MandelbrotSetBoettcher MeanFilter \
                MissingStyle MandelbrotSetDistance MeanGraphDistance MissingValuePattern \
                MandelbrotSetIterationCount MeanNeighborDegree MittagLefflerE MandelbrotSetMemberQ MeanShift \
                MixedFractionParts MandelbrotSetPlot MeanShiftFilter MixedGraphQ MangoldtLambda \
                MeanSquaredLossLayer MixedMagnitude ManhattanDistance Median MixedRadix Manipulate \
                MedianDeviation MixedRadixQuantity Manipulator MedianFilter MixedUnit MannedSpaceMissionData \
                MedicalTestData MixtureDistribution MannWhitneyTest Medium Mod MantissaExponent MeijerG Modal \
                Manual MeijerGReduce ModularInverse Map MeixnerDistribution ModularLambda MapAll MellinConvolve \
                Module MapAt MellinTransform Modulus MapIndexed MemberQ MoebiusMu MAProcess MemoryAvailable \
                Molecule MapThread MemoryConstrained MoleculeContainsQ MarchenkoPasturDistribution \
                MemoryConstraint MoleculeEquivalentQ MarcumQ MemoryInUse MoleculeGraph MardiaCombinedTest \
                MengerMesh MoleculeModify MardiaKurtosisTest MenuCommandKey MoleculePattern MardiaSkewnessTest \
                MenuPacket MoleculePlot MarginalDistribution MenuSortingValue MoleculePlot3D \
                MarkovProcessProperties MenuStyle MoleculeProperty Masking MenuView MoleculeQ \
                MatchingDissimilarity Merge MoleculeRecognize MatchLocalNames MergingFunction MoleculeValue \
                MatchQ MersennePrimeExponent Moment MathematicalFunctionData MersennePrimeExponentQ \
                MomentConvert MathieuC Mesh MomentEvaluate MathieuCharacteristicA MeshCellCentroid \
                MomentGeneratingFunction MathieuCharacteristicB MeshCellCount MomentOfInertia \
                MathieuCharacteristicExponent MeshCellHighlight Monday MathieuCPrime MeshCellIndex Monitor \
                MathieuGroupM11 MeshCellLabel MonomialList MathieuGroupM12 MeshCellMarker MonsterGroupM \
                MathieuGroupM22 MeshCellMeasure MoonPhase MathieuGroupM23 MeshCellQuality MoonPosition \
                MathieuGroupM24 MeshCells MorletWavelet MathieuS MeshCellShapeFunction MorphologicalBinarize \
                MathieuSPrime MeshCellStyle MorphologicalBranchPoints MathMLForm MeshConnectivityGraph \
                MorphologicalComponents Matrices MeshCoordinates MorphologicalEulerNumber MatrixExp \
                MeshFunctions MorphologicalGraph MatrixForm MeshPrimitives MorphologicalPerimeter MatrixFunction \
                MeshQualityGoal MorphologicalTransform MatrixLog MeshRefinementFunction MortalityData \
                MatrixNormalDistribution MeshRegion Most MatrixPlot MeshRegionQ MountainData MatrixPower \
                MeshShading MouseAnnotation MatrixPropertyDistribution MeshStyle MouseAppearance MatrixQ Message \
                Mouseover MatrixRank MessageDialog MousePosition MatrixTDistribution MessageList MovieData Max \
                MessageName MovingAverage MaxCellMeasure MessagePacket MovingMap MaxColorDistance Messages \
                MovingMedian MaxDate MetaInformation MoyalDistribution MaxDetect MeteorShowerData Multicolumn \
                MaxDuration Method MultiedgeStyle MaxExtraBandwidths MexicanHatWavelet MultigraphQ \
                MaxExtraConditions MeyerWavelet Multinomial MaxFeatureDisplacement Midpoint \
                MultinomialDistribution MaxFeatures Min MultinormalDistribution MaxFilter MinColorDistance \
                MultiplicativeOrder MaximalBy MinDate MultiplySides Maximize MinDetect Multiselection MaxItems \
                MineralData MultivariateHypergeometricDistribution MaxIterations MinFilter \
                MultivariatePoissonDistribution MaxLimit MinimalBy MultivariateTDistribution N NHoldFirst \
                NotificationFunction NakagamiDistribution NHoldRest NotLeftTriangle NameQ NicholsGridLines \
                NotLeftTriangleBar Names NicholsPlot NotLeftTriangleEqual Nand NightHemisphere NotLess NArgMax \
                NIntegrate NotLessEqual NArgMin NMaximize NotLessFullEqual NBodySimulation NMaxValue \
                NotLessGreater NBodySimulationData NMinimize NotLessLess NCache NMinValue NotLessSlantEqual \
                NDEigensystem NominalVariables NotLessTilde NDEigenvalues NoncentralBetaDistribution \
                NotNestedGreaterGreater NDSolve NoncentralChiSquareDistribution NotNestedLessLess NDSolveValue \
                NoncentralFRatioDistribution NotPrecedes Nearest NoncentralStudentTDistribution NotPrecedesEqual \
                NearestFunction NonCommutativeMultiply NotPrecedesSlantEqual NearestMeshCells NonConstants \
                NotPrecedesTilde NearestNeighborGraph NondimensionalizationTransform NotReverseElement NearestTo \
                None NotRightTriangle NebulaData NoneTrue NotRightTriangleBar NeedlemanWunschSimilarity \
                NonlinearModelFit NotRightTriangleEqual Needs NonlinearStateSpaceModel NotSquareSubset Negative \
                NonlocalMeansFilter NotSquareSubsetEqual NegativeBinomialDistribution NonNegative \
                NotSquareSuperset NegativeDefiniteMatrixQ NonNegativeIntegers NotSquareSupersetEqual \
                NegativeIntegers NonNegativeRationals NotSubset NegativeMultinomialDistribution NonNegativeReals \
                NotSubsetEqual NegativeRationals NonPositive NotSucceeds NegativeReals NonPositiveIntegers \
                NotSucceedsEqual NegativeSemidefiniteMatrixQ NonPositiveRationals NotSucceedsSlantEqual \
                NeighborhoodData NonPositiveReals NotSucceedsTilde NeighborhoodGraph Nor NotSuperset Nest \
                NorlundB NotSupersetEqual NestedGreaterGreater Norm NotTilde NestedLessLess Normal NotTildeEqual \
                NestGraph NormalDistribution NotTildeFullEqual NestList NormalizationLayer NotTildeTilde \
                NestWhile Normalize NotVerticalBar NestWhileList Normalized Now NetAppend \
                NormalizedSquaredEuclideanDistance NoWhitespace NetBidirectionalOperator NormalMatrixQ \
                NProbability NetChain NormalsFunction NProduct NetDecoder NormFunction NRoots NetDelete Not \
                NSolve NetDrop NotCongruent NSum NetEncoder NotCupCap NuclearExplosionData NetEvaluationMode \
                NotDoubleVerticalBar NuclearReactorData NetExtract Notebook Null NetFlatten NotebookApply \
                NullRecords NetFoldOperator NotebookAutoSave NullSpace NetGANOperator NotebookClose NullWords \
                NetGraph NotebookDelete Number NetInitialize NotebookDirectory NumberCompose NetInsert \
                NotebookDynamicExpression NumberDecompose NetInsertSharedArrays NotebookEvaluate NumberExpand \
                NetJoin NotebookEventActions NumberFieldClassNumber NetMapOperator NotebookFileName \
                NumberFieldDiscriminant NetMapThreadOperator NotebookFind NumberFieldFundamentalUnits \
                NetMeasurements NotebookGet NumberFieldIntegralBasis NetModel NotebookImport \
                NumberFieldNormRepresentatives NetNestOperator NotebookInformation NumberFieldRegulator \
                NetPairEmbeddingOperator NotebookLocate NumberFieldRootsOfUnity NetPort NotebookObject \
                NumberFieldSignature NetPortGradient NotebookOpen NumberForm NetPrepend NotebookPrint \
                NumberFormat NetRename NotebookPut NumberLinePlot NetReplace NotebookRead NumberMarks \
                NetReplacePart Notebooks NumberMultiplier NetSharedArray NotebookSave NumberPadding \
                NetStateObject NotebookSelection NumberPoint NetTake NotebooksMenu NumberQ NetTrain \
                NotebookTemplate NumberSeparator NetTrainResultsObject NotebookWrite NumberSigns \
                NetworkPacketCapture NotElement NumberString NetworkPacketRecording NotEqualTilde Numerator \
                NetworkPacketTrace NotExists NumeratorDenominator NeumannValue NotGreater NumericalOrder \
                NevilleThetaC NotGreaterEqual NumericalSort NevilleThetaD NotGreaterFullEqual NumericArray \
                NevilleThetaN NotGreaterGreater NumericArrayQ NevilleThetaS NotGreaterLess NumericArrayType \
                NExpectation NotGreaterSlantEqual NumericFunction NextCell NotGreaterTilde NumericQ NextDate \
                Nothing NuttallWindow NextPrime NotHumpDownHump NyquistGridLines NHoldAll NotHumpEqual \
                NyquistPlot O OperatingSystem OuterPolyhedron ObservabilityGramian OperatorApplied \
                OutputControllabilityMatrix ObservabilityMatrix OptimumFlowData OutputControllableModelQ \
                ObservableDecomposition Optional OutputForm ObservableModelQ OptionalElement OutputNamePacket \
                OceanData Options OutputResponse Octahedron OptionsPattern OutputSizeLimit OddQ OptionValue \
                OutputStream Off Or OverBar Offset Orange OverDot On Order Overflow ONanGroupON \
                OrderDistribution OverHat Once OrderedQ Overlaps OneIdentity Ordering Overlay Opacity OrderingBy \
                Overscript OpacityFunction OrderingLayer OverscriptBox OpacityFunctionScaling Orderless \
                OverscriptBoxOptions OpenAppend OrderlessPatternSequence OverTilde Opener \
                OrnsteinUhlenbeckProcess OverVector OpenerView Orthogonalize OverwriteTarget Opening \
                OrthogonalMatrixQ OwenT OpenRead Out OwnValues OpenWrite Outer Operate OuterPolygon \
                PacletDataRebuild PeriodicBoundaryCondition PolynomialLCM PacletDirectoryLoad Periodogram \
                PolynomialMod PacletDirectoryUnload PeriodogramArray PolynomialQ PacletDisable Permanent \
                PolynomialQuotient PacletEnable Permissions PolynomialQuotientRemainder PacletFind \
                PermissionsGroup PolynomialReduce PacletFindRemote PermissionsGroups PolynomialRemainder \
                PacletInstall PermissionsKey PoolingLayer PacletInstallSubmit PermissionsKeys PopupMenu \
                PacletNewerQ PermutationCycles PopupView PacletObject PermutationCyclesQ PopupWindow PacletSite \
                PermutationGroup Position PacletSiteObject PermutationLength PositionIndex PacletSiteRegister \
                PermutationList Positive PacletSites PermutationListQ PositiveDefiniteMatrixQ \
                PacletSiteUnregister PermutationMax PositiveIntegers PacletSiteUpdate PermutationMin \
                PositiveRationals PacletUninstall PermutationOrder PositiveReals PaddedForm PermutationPower \
                PositiveSemidefiniteMatrixQ Padding PermutationProduct PossibleZeroQ PaddingLayer \
                PermutationReplace Postfix PaddingSize Permutations Power PadeApproximant PermutationSupport \
                PowerDistribution PadLeft Permute PowerExpand PadRight PeronaMalikFilter PowerMod PageBreakAbove \
                PerpendicularBisector PowerModList PageBreakBelow PersistenceLocation PowerRange PageBreakWithin \
                PersistenceTime PowerSpectralDensity PageFooters PersistentObject PowersRepresentations \
                PageHeaders PersistentObjects PowerSymmetricPolynomial PageRankCentrality PersistentValue \
                PrecedenceForm PageTheme PersonData Precedes PageWidth PERTDistribution PrecedesEqual Pagination \
                PetersenGraph PrecedesSlantEqual PairedBarChart PhaseMargins PrecedesTilde PairedHistogram \
                PhaseRange Precision PairedSmoothHistogram PhysicalSystemData PrecisionGoal PairedTTest Pi \
                PreDecrement PairedZTest Pick Predict PaletteNotebook PIDData PredictorFunction PalindromeQ \
                PIDDerivativeFilter PredictorMeasurements Pane PIDFeedforward PredictorMeasurementsObject Panel \
                PIDTune PreemptProtect Paneled Piecewise Prefix PaneSelector PiecewiseExpand PreIncrement \
                ParabolicCylinderD PieChart Prepend ParagraphIndent PieChart3D PrependLayer ParagraphSpacing \
                PillaiTrace PrependTo ParallelArray PillaiTraceTest PreprocessingRules ParallelCombine PingTime \
                PreserveColor ParallelDo Pink PreserveImageOptions Parallelepiped PitchRecognize PreviousCell \
                ParallelEvaluate PixelValue PreviousDate Parallelization PixelValuePositions \
                PriceGraphDistribution Parallelize Placed Prime ParallelMap Placeholder PrimeNu ParallelNeeds \
                PlaceholderReplace PrimeOmega Parallelogram Plain PrimePi ParallelProduct PlanarAngle \
                PrimePowerQ ParallelSubmit PlanarGraph PrimeQ ParallelSum PlanarGraphQ Primes ParallelTable \
                PlanckRadiationLaw PrimeZetaP ParallelTry PlaneCurveData PrimitivePolynomialQ ParameterEstimator \
                PlanetaryMoonData PrimitiveRoot ParameterMixtureDistribution PlanetData PrimitiveRootList \
                ParametricFunction PlantData PrincipalComponents ParametricNDSolve Play PrincipalValue \
                ParametricNDSolveValue PlayRange Print ParametricPlot Plot PrintableASCIIQ ParametricPlot3D \
                Plot3D PrintingStyleEnvironment ParametricRampLayer PlotLabel Printout3D ParametricRegion \
                PlotLabels Printout3DPreviewer ParentBox PlotLayout PrintTemporary ParentCell PlotLegends Prism \
                ParentDirectory PlotMarkers PrivateCellOptions ParentNotebook PlotPoints PrivateFontOptions \
                ParetoDistribution PlotRange PrivateKey ParetoPickandsDistribution PlotRangeClipping \
                PrivateNotebookOptions ParkData PlotRangePadding Probability Part PlotRegion \
                ProbabilityDistribution PartBehavior PlotStyle ProbabilityPlot PartialCorrelationFunction \
                PlotTheme ProbabilityScalePlot ParticleAcceleratorData Pluralize ProbitModelFit ParticleData \
                Plus ProcessConnection Partition PlusMinus ProcessDirectory PartitionGranularity Pochhammer \
                ProcessEnvironment PartitionsP PodStates Processes PartitionsQ PodWidth ProcessEstimator \
                PartLayer Point ProcessInformation PartOfSpeech PointFigureChart ProcessObject PartProtection \
                PointLegend ProcessParameterAssumptions ParzenWindow PointSize ProcessParameterQ \
                PascalDistribution PoissonConsulDistribution ProcessStatus PassEventsDown PoissonDistribution \
                Product PassEventsUp PoissonProcess ProductDistribution Paste PoissonWindow ProductLog \
                PasteButton PolarAxes ProgressIndicator Path PolarAxesOrigin Projection PathGraph PolarGridLines \
                Prolog PathGraphQ PolarPlot ProofObject Pattern PolarTicks Proportion PatternFilling \
                PoleZeroMarkers Proportional PatternSequence PolyaAeppliDistribution Protect PatternTest \
                PolyGamma Protected PauliMatrix Polygon ProteinData PaulWavelet PolygonalNumber Pruning Pause \
                PolygonAngle PseudoInverse PDF PolygonCoordinates PsychrometricPropertyData PeakDetect \
                PolygonDecomposition PublicKey PeanoCurve Polyhedron PublisherID PearsonChiSquareTest \
                PolyhedronAngle PulsarData PearsonCorrelationTest PolyhedronCoordinates PunctuationCharacter \
                PearsonDistribution PolyhedronData Purple PercentForm PolyhedronDecomposition Put PerfectNumber \
                PolyhedronGenus PutAppend PerfectNumberQ PolyLog Pyramid PerformanceGoal PolynomialExtendedGCD \
                Perimeter PolynomialGCD QBinomial Quantity Quartics QFactorial QuantityArray QuartileDeviation \
                QGamma QuantityDistribution Quartiles QHypergeometricPFQ QuantityForm QuartileSkewness \
                QnDispersion QuantityMagnitude Query QPochhammer QuantityQ QueueingNetworkProcess QPolyGamma \
                QuantityUnit QueueingProcess QRDecomposition QuantityVariable QueueProperties \
                QuadraticIrrationalQ QuantityVariableCanonicalUnit Quiet QuadraticOptimization \
                QuantityVariableDimensions Quit Quantile QuantityVariableIdentifier Quotient QuantilePlot \
                QuantityVariablePhysicalQuantity QuotientRemainder RadialGradientImage RegionEqual Restricted \
                RadialityCentrality RegionFillingStyle Resultant RadicalBox RegionFunction Return \
                RadicalBoxOptions RegionImage ReturnExpressionPacket RadioButton RegionIntersection ReturnPacket \
                RadioButtonBar RegionMeasure ReturnReceiptFunction Radon RegionMember ReturnTextPacket \
                RadonTransform RegionMemberFunction Reverse RamanujanTau RegionMoment ReverseApplied \
                RamanujanTauL RegionNearest ReverseBiorthogonalSplineWavelet RamanujanTauTheta \
                RegionNearestFunction ReverseElement RamanujanTauZ RegionPlot ReverseEquilibrium Ramp \
                RegionPlot3D ReverseGraph RandomChoice RegionProduct ReverseSort RandomColor RegionQ \
                ReverseSortBy RandomComplex RegionResize ReverseUpEquilibrium RandomEntity RegionSize \
                RevolutionAxis RandomFunction RegionSymmetricDifference RevolutionPlot3D RandomGeoPosition \
                RegionUnion RGBColor RandomGraph RegionWithin RiccatiSolve RandomImage RegisterExternalEvaluator \
                RiceDistribution RandomInstance RegularExpression RidgeFilter RandomInteger Regularization \
                RiemannR RandomPermutation RegularlySampledQ RiemannSiegelTheta RandomPoint RegularPolygon \
                RiemannSiegelZ RandomPolygon ReIm RiemannXi RandomPolyhedron ReImLabels Riffle RandomPrime \
                ReImPlot Right RandomReal ReImStyle RightArrow RandomSample RelationalDatabase RightArrowBar \
                RandomSeeding RelationGraph RightArrowLeftArrow RandomVariate ReleaseHold RightComposition \
                RandomWalkProcess ReliabilityDistribution RightCosetRepresentative RandomWord ReliefImage \
                RightDownTeeVector Range ReliefPlot RightDownVector RangeFilter RemoteAuthorizationCaching \
                RightDownVectorBar RankedMax RemoteConnect RightTee RankedMin RemoteConnectionObject \
                RightTeeArrow RarerProbability RemoteFile RightTeeVector Raster RemoteRun RightTriangle Raster3D \
                RemoteRunProcess RightTriangleBar Rasterize Remove RightTriangleEqual RasterSize \
                RemoveAlphaChannel RightUpDownVector Rational RemoveAudioStream RightUpTeeVector Rationalize \
                RemoveBackground RightUpVector Rationals RemoveChannelListener RightUpVectorBar Ratios \
                RemoveChannelSubscribers RightVector RawBoxes RemoveDiacritics RightVectorBar RawData \
                RemoveInputStreamMethod RiskAchievementImportance RayleighDistribution RemoveOutputStreamMethod \
                RiskReductionImportance Re RemoveUsers RogersTanimotoDissimilarity Read RemoveVideoStream \
                RollPitchYawAngles ReadByteArray RenameDirectory RollPitchYawMatrix ReadLine RenameFile \
                RomanNumeral ReadList RenderingOptions Root ReadProtected RenewalProcess RootApproximant \
                ReadString RenkoChart RootIntervals Real RepairMesh RootLocusPlot RealAbs Repeated \
                RootMeanSquare RealBlockDiagonalForm RepeatedNull RootOfUnityQ RealDigits RepeatedTiming \
                RootReduce RealExponent RepeatingElement Roots Reals Replace RootSum RealSign ReplaceAll Rotate \
                Reap ReplaceImageValue RotateLabel RecognitionPrior ReplaceList RotateLeft Record ReplacePart \
                RotateRight RecordLists ReplacePixelValue RotationAction RecordSeparators ReplaceRepeated \
                RotationMatrix Rectangle ReplicateLayer RotationTransform RectangleChart \
                RequiredPhysicalQuantities Round RectangleChart3D Resampling RoundingRadius \
                RectangularRepeatingElement ResamplingAlgorithmData Row RecurrenceFilter ResamplingMethod \
                RowAlignments RecurrenceTable Rescale RowBox Red RescalingTransform RowLines Reduce \
                ResetDirectory RowMinHeight ReferenceLineStyle ReshapeLayer RowReduce Refine Residue RowsEqual \
                ReflectionMatrix ResizeLayer RowSpacings ReflectionTransform Resolve RSolve Refresh ResourceData \
                RSolveValue RefreshRate ResourceFunction RudinShapiro Region ResourceObject RudvalisGroupRu \
                RegionBinarize ResourceRegister Rule RegionBoundary ResourceRemove RuleDelayed \
                RegionBoundaryStyle ResourceSearch RulePlot RegionBounds ResourceSubmit RulerUnits \
                RegionCentroid ResourceSystemBase Run RegionDifference ResourceSystemPath RunProcess \
                RegionDimension ResourceUpdate RunThrough RegionDisjoint ResourceVersion RuntimeAttributes \
                RegionDistance ResponseForm RuntimeOptions RegionDistanceFunction Rest RussellRaoDissimilarity \
                RegionEmbeddingDimension RestartInterval SameQ SingularValueDecomposition StreamDensityPlot \
                SameTest SingularValueList StreamMarkers SameTestProperties SingularValuePlot StreamPlot \
                SampledEntityClass Sinh StreamPoints SampleDepth SinhIntegral StreamPosition \
                SampledSoundFunction SinIntegral Streams SampledSoundList SixJSymbol StreamScale SampleRate \
                Skeleton StreamStyle SamplingPeriod SkeletonTransform String SARIMAProcess SkellamDistribution \
                StringCases SARMAProcess Skewness StringContainsQ SASTriangle SkewNormalDistribution StringCount \
                SatelliteData Skip StringDelete SatisfiabilityCount SliceContourPlot3D StringDrop \
                SatisfiabilityInstances SliceDensityPlot3D StringEndsQ SatisfiableQ SliceDistribution \
                StringExpression Saturday SliceVectorPlot3D StringExtract Save Slider StringForm SaveConnection \
                Slider2D StringFormat SaveDefinitions SlideView StringFreeQ SavitzkyGolayMatrix Slot \
                StringInsert SawtoothWave SlotSequence StringJoin Scale Small StringLength Scaled SmallCircle \
                StringMatchQ ScaleDivisions Smaller StringPadLeft ScaleOrigin SmithDecomposition StringPadRight \
                ScalePadding SmithDelayCompensator StringPart ScaleRanges SmithWatermanSimilarity \
                StringPartition ScaleRangeStyle SmoothDensityHistogram StringPosition ScalingFunctions \
                SmoothHistogram StringQ ScalingMatrix SmoothHistogram3D StringRepeat ScalingTransform \
                SmoothKernelDistribution StringReplace Scan SnDispersion StringReplaceList ScheduledTask Snippet \
                StringReplacePart SchurDecomposition SnubPolyhedron StringReverse ScientificForm SocialMediaData \
                StringRiffle ScientificNotationThreshold SocketConnect StringRotateLeft ScorerGi SocketListen \
                StringRotateRight ScorerGiPrime SocketListener StringSkeleton ScorerHi SocketObject StringSplit \
                ScorerHiPrime SocketOpen StringStartsQ ScreenStyleEnvironment SocketReadMessage StringTake \
                ScriptBaselineShifts SocketReadyQ StringTemplate ScriptMinSize Sockets StringToByteArray \
                ScriptSizeMultipliers SocketWaitAll StringToStream Scrollbars SocketWaitNext StringTrim \
                ScrollingOptions SoftmaxLayer StripBoxes ScrollPosition SokalSneathDissimilarity StripOnInput \
                SearchAdjustment SolarEclipse StripWrapperBoxes SearchIndexObject SolarSystemFeatureData \
                StructuralImportance SearchIndices SolidAngle StructuredSelection SearchQueryString SolidData \
                StruveH SearchResultObject SolidRegionQ StruveL Sec Solve Stub Sech SolveAlways \
                StudentTDistribution SechDistribution Sort Style SecondOrderConeOptimization SortBy StyleBox \
                SectorChart SortedBy StyleData SectorChart3D SortedEntityClass StyleDefinitions SectorOrigin \
                Sound Subdivide SectorSpacing SoundNote Subfactorial SecuredAuthenticationKey SoundVolume \
                Subgraph SecuredAuthenticationKeys SourceLink SubMinus SeedRandom Sow SubPlus Select \
                SpaceCurveData SubresultantPolynomialRemainders Selectable Spacer SubresultantPolynomials \
                SelectComponents Spacings Subresultants SelectedCells Span Subscript SelectedNotebook \
                SpanFromAbove SubscriptBox SelectFirst SpanFromBoth SubscriptBoxOptions SelectionCreateCell \
                SpanFromLeft Subsequences SelectionEvaluate SparseArray Subset SelectionEvaluateCreateCell \
                SpatialGraphDistribution SubsetCases SelectionMove SpatialMedian SubsetCount SelfLoopStyle \
                SpatialTransformationLayer SubsetEqual SemanticImport Speak SubsetMap SemanticImportString \
                SpeakerMatchQ SubsetPosition SemanticInterpretation SpearmanRankTest SubsetQ \
                SemialgebraicComponentInstances SpearmanRho SubsetReplace SemidefiniteOptimization SpeciesData \
                Subsets SendMail SpecificityGoal SubStar SendMessage SpectralLineData SubstitutionSystem \
                Sequence Spectrogram Subsuperscript SequenceAlignment SpectrogramArray SubsuperscriptBox \
                SequenceCases Specularity SubsuperscriptBoxOptions SequenceCount SpeechCases SubtitleEncoding \
                SequenceFold SpeechInterpreter SubtitleTracks SequenceFoldList SpeechRecognize Subtract \
                SequenceHold SpeechSynthesize SubtractFrom SequenceLastLayer SpellingCorrection SubtractSides \
                SequenceMostLayer SpellingCorrectionList Succeeds SequencePosition SpellingOptions SucceedsEqual \
                SequencePredict Sphere SucceedsSlantEqual SequencePredictorFunction SpherePoints SucceedsTilde \
                SequenceReplace SphericalBesselJ Success SequenceRestLayer SphericalBesselY SuchThat \
                SequenceReverseLayer SphericalHankelH1 Sum SequenceSplit SphericalHankelH2 SumConvergence Series \
                SphericalHarmonicY SummationLayer SeriesCoefficient SphericalPlot3D Sunday SeriesData \
                SphericalRegion SunPosition SeriesTermGoal SphericalShell Sunrise ServiceConnect \
                SpheroidalEigenvalue Sunset ServiceDisconnect SpheroidalJoiningFactor SuperDagger ServiceExecute \
                SpheroidalPS SuperMinus ServiceObject SpheroidalPSPrime SupernovaData ServiceRequest \
                SpheroidalQS SuperPlus ServiceSubmit SpheroidalQSPrime Superscript SessionSubmit \
                SpheroidalRadialFactor SuperscriptBox SessionTime SpheroidalS1 SuperscriptBoxOptions Set \
                SpheroidalS1Prime Superset SetAccuracy SpheroidalS2 SupersetEqual SetAlphaChannel \
                SpheroidalS2Prime SuperStar SetAttributes Splice Surd SetCloudDirectory SplicedDistribution \
                SurdForm SetCookies SplineClosed SurfaceArea SetDelayed SplineDegree SurfaceData SetDirectory \
                SplineKnots SurvivalDistribution SetEnvironment SplineWeights SurvivalFunction SetFileDate Split \
                SurvivalModel SetOptions SplitBy SurvivalModelFit SetPermissions SpokenString SuzukiDistribution \
                SetPrecision Sqrt SuzukiGroupSuz SetSelectedNotebook SqrtBox SwatchLegend SetSharedFunction \
                SqrtBoxOptions Switch SetSharedVariable Square Symbol SetStreamPosition SquaredEuclideanDistance \
                SymbolName SetSystemModel SquareFreeQ SymletWavelet SetSystemOptions SquareIntersection \
                Symmetric Setter SquareMatrixQ SymmetricGroup SetterBar SquareRepeatingElement SymmetricKey \
                Setting SquaresR SymmetricMatrixQ SetUsers SquareSubset SymmetricPolynomial Shallow \
                SquareSubsetEqual SymmetricReduction ShannonWavelet SquareSuperset Symmetrize ShapiroWilkTest \
                SquareSupersetEqual SymmetrizedArray Share SquareUnion SymmetrizedArrayRules SharingList \
                SquareWave SymmetrizedDependentComponents Sharpen SSSTriangle SymmetrizedIndependentComponents \
                ShearingMatrix StabilityMargins SymmetrizedReplacePart ShearingTransform StabilityMarginsStyle \
                SynchronousInitialization ShellRegion StableDistribution SynchronousUpdating ShenCastanMatrix \
                Stack Synonyms ShiftedGompertzDistribution StackBegin SyntaxForm ShiftRegisterSequence \
                StackComplete SyntaxInformation Short StackedDateListPlot SyntaxLength ShortDownArrow \
                StackedListPlot SyntaxPacket Shortest StackInhibit SyntaxQ ShortestPathFunction StadiumShape \
                SynthesizeMissingValues ShortLeftArrow StandardAtmosphereData SystemCredential ShortRightArrow \
                StandardDeviation SystemCredentialData ShortTimeFourier StandardDeviationFilter \
                SystemCredentialKey ShortTimeFourierData StandardForm SystemCredentialKeys ShortUpArrow \
                Standardize SystemCredentialStoreObject Show Standardized SystemDialogInput ShowAutoSpellCheck \
                StandardOceanData SystemInformation ShowAutoStyles StandbyDistribution SystemInstall \
                ShowCellBracket Star SystemModel ShowCellLabel StarClusterData SystemModeler ShowCellTags \
                StarData SystemModelExamples ShowCursorTracker StarGraph SystemModelLinearize ShowGroupOpener \
                StartExternalSession SystemModelParametricSimulate ShowPageBreaks StartingStepSize \
                SystemModelPlot ShowSelection StartOfLine SystemModelProgressReporting ShowSpecialCharacters \
                StartOfString SystemModelReliability ShowStringCharacters StartProcess SystemModels \
                ShrinkingDelay StartWebSession SystemModelSimulate SiderealTime StateFeedbackGains \
                SystemModelSimulateSensitivity SiegelTheta StateOutputEstimator SystemModelSimulationData \
                SiegelTukeyTest StateResponse SystemOpen SierpinskiCurve StateSpaceModel SystemOptions \
                SierpinskiMesh StateSpaceRealization SystemProcessData Sign StateSpaceTransform SystemProcesses \
                Signature StateTransformationLinearize SystemsConnectionsModel SignedRankTest \
                StationaryDistribution SystemsModelDelay SignedRegionDistance StationaryWaveletPacketTransform \
                SystemsModelDelayApproximate SignificanceLevel StationaryWaveletTransform SystemsModelDelete \
                SignPadding StatusArea SystemsModelDimensions SignTest StatusCentrality SystemsModelExtract \
                SimilarityRules StepMonitor SystemsModelFeedbackConnect SimpleGraph StereochemistryElements \
                SystemsModelLabels SimpleGraphQ StieltjesGamma SystemsModelLinearity SimplePolygonQ \
                StippleShading SystemsModelMerge SimplePolyhedronQ StirlingS1 SystemsModelOrder Simplex \
                StirlingS2 SystemsModelParallelConnect Simplify StoppingPowerData SystemsModelSeriesConnect Sin \
                StrataVariables SystemsModelStateFeedbackConnect Sinc StratonovichProcess \
                SystemsModelVectorRelativeOrders SinghMaddalaDistribution StreamColorFunction \
                SingleLetterItalics StreamColorFunctionScaling Table Thickness TraceDepth TableAlignments Thin \
                TraceDialog TableDepth Thinning TraceForward TableDirections ThompsonGroupTh TraceOff TableForm \
                Thread TraceOn TableHeadings ThreadingLayer TraceOriginal TableSpacing ThreeJSymbol TracePrint \
                TableView Threshold TraceScan TabView Through TrackedSymbols TagBox Throw TrackingFunction \
                TagBoxOptions ThueMorse TracyWidomDistribution TaggingRules Thumbnail TradingChart TagSet \
                Thursday TraditionalForm TagSetDelayed Ticks TrainingProgressCheckpointing TagUnset TicksStyle \
                TrainingProgressFunction Take TideData TrainingProgressMeasurements TakeDrop Tilde \
                TrainingProgressReporting TakeLargest TildeEqual TrainingStoppingCriterion TakeLargestBy \
                TildeFullEqual TrainingUpdateSchedule TakeList TildeTilde TransferFunctionCancel TakeSmallest \
                TimeConstrained TransferFunctionExpand TakeSmallestBy TimeConstraint TransferFunctionFactor \
                TakeWhile TimeDirection TransferFunctionModel Tally TimeFormat TransferFunctionPoles Tan \
                TimeGoal TransferFunctionTransform Tanh TimelinePlot TransferFunctionZeros TargetDevice \
                TimeObject TransformationClass TargetFunctions TimeObjectQ TransformationFunction TargetSystem \
                TimeRemaining TransformationFunctions TargetUnits Times TransformationMatrix TaskAbort TimesBy \
                TransformedDistribution TaskExecute TimeSeries TransformedField TaskObject TimeSeriesAggregate \
                TransformedProcess TaskRemove TimeSeriesForecast TransformedRegion TaskResume TimeSeriesInsert \
                TransitionDirection Tasks TimeSeriesInvertibility TransitionDuration TaskSuspend TimeSeriesMap \
                TransitionEffect TaskWait TimeSeriesMapThread TransitiveClosureGraph TautologyQ TimeSeriesModel \
                TransitiveReductionGraph TelegraphProcess TimeSeriesModelFit Translate TemplateApply \
                TimeSeriesResample TranslationOptions TemplateBox TimeSeriesRescale TranslationTransform \
                TemplateBoxOptions TimeSeriesShift Transliterate TemplateExpression TimeSeriesThread Transparent \
                TemplateIf TimeSeriesWindow Transpose TemplateObject TimeUsed TransposeLayer TemplateSequence \
                TimeValue TravelDirections TemplateSlot TimeZone TravelDirectionsData TemplateWith \
                TimeZoneConvert TravelDistance TemporalData TimeZoneOffset TravelDistanceList TemporalRegularity \
                Timing TravelMethod Temporary Tiny TravelTime TensorContract TitsGroupT TreeForm \
                TensorDimensions ToBoxes TreeGraph TensorExpand ToCharacterCode TreeGraphQ TensorProduct \
                ToContinuousTimeModel TreePlot TensorRank Today TrendStyle TensorReduce ToDiscreteTimeModel \
                Triangle TensorSymmetry ToEntity TriangleCenter TensorTranspose ToeplitzMatrix TriangleConstruct \
                TensorWedge ToExpression TriangleMeasurement TestID Together TriangleWave TestReport Toggler \
                TriangularDistribution TestReportObject TogglerBar TriangulateMesh TestResultObject \
                ToInvertibleTimeSeries Trig Tetrahedron TokenWords TrigExpand TeXForm Tolerance TrigFactor Text \
                ToLowerCase TrigFactorList TextAlignment Tomorrow Trigger TextCases ToNumberField TrigReduce \
                TextCell Tooltip TrigToExp TextClipboardType TooltipDelay TrimmedMean TextContents TooltipStyle \
                TrimmedVariance TextData ToonShading TropicalStormData TextElement Top True TextGrid \
                TopHatTransform TrueQ TextJustification ToPolarCoordinates TruncatedDistribution TextPacket \
                TopologicalSort TruncatedPolyhedron TextPosition ToRadicals TsallisQExponentialDistribution \
                TextRecognize ToRules TsallisQGaussianDistribution TextSearch ToSphericalCoordinates TTest \
                TextSearchReport ToString Tube TextSentences Total Tuesday TextString TotalLayer \
                TukeyLambdaDistribution TextStructure TotalVariationFilter TukeyWindow TextTranslation \
                TotalWidth TunnelData Texture TouchPosition Tuples TextureCoordinateFunction TouchscreenAutoZoom \
                TuranGraph TextureCoordinateScaling TouchscreenControlPlacement TuringMachine TextWords \
                ToUpperCase TuttePolynomial Therefore Tr TwoWayRule ThermodynamicData Trace Typed \
                ThermometerGauge TraceAbove TypeSpecifier Thick TraceBackward UnateQ UnitaryMatrixQ UpperCaseQ \
                Uncompress UnitBox UpperLeftArrow UnconstrainedParameters UnitConvert UpperRightArrow Undefined \
                UnitDimensions UpperTriangularize UnderBar Unitize UpperTriangularMatrixQ Underflow UnitRootTest \
                Upsample Underlined UnitSimplify UpSet Underoverscript UnitStep UpSetDelayed UnderoverscriptBox \
                UnitSystem UpTee UnderoverscriptBoxOptions UnitTriangle UpTeeArrow Underscript UnitVector UpTo \
                UnderscriptBox UnitVectorLayer UpValues UnderscriptBoxOptions UnityDimensions URL \
                UnderseaFeatureData UniverseModelData URLBuild UndirectedEdge UniversityData URLDecode \
                UndirectedGraph UnixTime URLDispatcher UndirectedGraphQ Unprotect URLDownload UndoOptions \
                UnregisterExternalEvaluator URLDownloadSubmit UndoTrackedVariables UnsameQ URLEncode Unequal \
                UnsavedVariables URLExecute UnequalTo Unset URLExpand Unevaluated UnsetShared URLParse \
                UniformDistribution UpArrow URLQueryDecode UniformGraphDistribution UpArrowBar URLQueryEncode \
                UniformPolyhedron UpArrowDownArrow URLRead UniformSumDistribution Update URLResponseTime \
                Uninstall UpdateInterval URLShorten Union UpdatePacletSites URLSubmit UnionedEntityClass \
                UpdateSearchIndex UsingFrontEnd UnionPlus UpDownArrow UtilityFunction Unique UpEquilibrium \
                ValenceErrorHandling VerifyDigitalSignature VertexStyle ValidationLength VerifyFileSignature \
                VertexTextureCoordinates ValidationSet VerifyInterpretation VertexWeight ValueDimensions \
                VerifySecurityCertificates VertexWeightedGraphQ ValuePreprocessingFunction VerifySolutions \
                VerticalBar ValueQ VerifyTestAssumptions VerticalGauge Values VersionedPreferences \
                VerticalSeparator Variables VertexAdd VerticalSlider Variance VertexCapacity VerticalTilde \
                VarianceEquivalenceTest VertexColors Video VarianceEstimatorFunction VertexComponent \
                VideoEncoding VarianceGammaDistribution VertexConnectivity VideoExtractFrames VarianceTest \
                VertexContract VideoFrameList VectorAngle VertexCoordinates VideoFrameMap VectorAround \
                VertexCorrelationSimilarity VideoPause VectorAspectRatio VertexCosineSimilarity VideoPlay \
                VectorColorFunction VertexCount VideoQ VectorColorFunctionScaling VertexCoverQ VideoStop \
                VectorDensityPlot VertexDataCoordinates VideoStream VectorGreater VertexDegree VideoStreams \
                VectorGreaterEqual VertexDelete VideoTimeSeries VectorLess VertexDiceSimilarity VideoTracks \
                VectorLessEqual VertexEccentricity VideoTrim VectorMarkers VertexInComponent ViewAngle \
                VectorPlot VertexInDegree ViewCenter VectorPlot3D VertexIndex ViewMatrix VectorPoints \
                VertexJaccardSimilarity ViewPoint VectorQ VertexLabels ViewProjection VectorRange \
                VertexLabelStyle ViewRange Vectors VertexList ViewVector VectorScaling VertexNormals \
                ViewVertical VectorSizes VertexOutComponent Visible VectorStyle VertexOutDegree VoiceStyleData \
                Vee VertexQ VoigtDistribution Verbatim VertexReplace VolcanoData VerificationTest VertexShape \
                Volume VerifyConvergence VertexShapeFunction VonMisesDistribution VerifyDerivedKey VertexSize \
                VoronoiMesh WaitAll WeierstrassEta2 WindowElements WaitNext WeierstrassEta3 WindowFloating \
                WakebyDistribution WeierstrassHalfPeriods WindowFrame WalleniusHypergeometricDistribution \
                WeierstrassHalfPeriodW1 WindowFrameElements WaringYuleDistribution WeierstrassHalfPeriodW2 \
                WindowMargins WarpingCorrespondence WeierstrassHalfPeriodW3 WindowOpacity WarpingDistance \
                WeierstrassInvariantG2 WindowSize WatershedComponents WeierstrassInvariantG3 WindowStatusArea \
                WatsonUSquareTest WeierstrassInvariants WindowTitle WattsStrogatzGraphDistribution WeierstrassP \
                WindowToolbars WaveletBestBasis WeierstrassPPrime WindSpeedData WaveletFilterCoefficients \
                WeierstrassSigma WindVectorData WaveletImagePlot WeierstrassZeta WinsorizedMean WaveletListPlot \
                WeightedAdjacencyGraph WinsorizedVariance WaveletMapIndexed WeightedAdjacencyMatrix \
                WishartMatrixDistribution WaveletMatrixPlot WeightedData With WaveletPhi WeightedGraphQ \
                WolframAlpha WaveletPsi Weights WolframLanguageData WaveletScale WelchWindow Word \
                WaveletScalogram WheelGraph WordBoundary WaveletThreshold WhenEvent WordCharacter \
                WeaklyConnectedComponents Which WordCloud WeaklyConnectedGraphComponents While WordCount \
                WeaklyConnectedGraphQ White WordCounts WeakStationarity WhiteNoiseProcess WordData WeatherData \
                WhitePoint WordDefinition WeatherForecastData Whitespace WordFrequency WebAudioSearch \
                WhitespaceCharacter WordFrequencyData WebElementObject WhittakerM WordList WeberE WhittakerW \
                WordOrientation WebExecute WienerFilter WordSearch WebImage WienerProcess WordSelectionFunction \
                WebImageSearch WignerD WordSeparators WebSearch WignerSemicircleDistribution WordSpacings \
                WebSessionObject WikidataData WordStem WebSessions WikidataSearch WordTranslation \
                WebWindowObject WikipediaData WorkingPrecision Wedge WikipediaSearch WrapAround Wednesday WilksW \
                Write WeibullDistribution WilksWTest WriteLine WeierstrassE1 WindDirectionData WriteString \
                WeierstrassE2 WindingCount Wronskian WeierstrassE3 WindingPolygon WeierstrassEta1 \
                WindowClickSelect XMLElement XMLTemplate Xor XMLObject Xnor XYZColor Yellow Yesterday \
                YuleDissimilarity ZernikeR ZetaZero ZoomFactor ZeroSymmetric ZIPCodeData ZTest ZeroTest \
                ZipfDistribution ZTransform Zeta ZoomCenter
                """),
        ])
        let number = #"(?:\.\d+|\d+\.\d*|\d+)"#
        let precision = "(?:`(`?" + number + ")?)"
        let identifier = "(?:[a-zA-Z$][$a-zA-Z0-9]*)"
        let string = #"(?:"(\\\\|\\"|[^"])*")"#
        let symbol = "(" + identifier + #"|(?:\\\["# + identifier + #"\]))+"#
        return LexerDefinition(states: [
            ("root", [
                r(#"\s+"#, .w),
                r(#"\(\*"#, .c, push("comment")),
                r(#"(?:\d+)\^\^(?:\.\w+|\w+\.\w*|\w+)"# + precision + #"?(\*\^[+-]?\d+)?"#, .m),
                r("(?:" + number + precision + #"?(?:\*\^[+-]?\d+)?)"#, .m),
                r("::(" + identifier + "|" + string + ")", .nt),
                r(#"(In|Out)\[[0-9]+\]:?="#, .gp),
                lk("`?" + symbol + "(`" + symbol + ")*`?", names, .nv),
                r("#(" + identifier + #"|\""# + identifier + #"\")|#[0-9]*"#, .nf),
                r(#"[+\-*\/|,;.:@~=><&`'^?!_%]"#, .o),
                r(#"[\[\](){}]"#, .p),
                r(string, .s),
            ]),
            ("comment", [
                r(#"\(\*"#, .c, push("comment")),
                r(#"\*\)"#, .c, pop),
                r("::" + identifier + "::", .cp),
                r("[ ]:(" + identifier + #"|[^\S])+:[ ]"#, .cp),
                r(".", .c),
            ]),
        ])
    }()
}
