use crate::language::Language;

/// Why a field of an assessment plan, a roll or a control sheet was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AssessmentInvalid {
    /// Points carry at most one decimal.
    OneDecimal,
    /// The maxima of a hundred-point or credit plan must add up to the scale.
    MaximaSum { expected: i32, actual: i32 },
    /// A five-point plan's control is out of 5, or not held (0).
    FivePointMaximum,
    /// A plan holds at least one control.
    NoControls,
    /// An exam plan holds a final control.
    ExamNeedsFinal,
    /// A student who was not at the lesson gets no mark.
    MarkForAbsent,
    /// A roll lists every student of the lesson, each once.
    RosterIncomplete { missing: usize },
    /// The plan has no such control on a sheet (its maximum is 0, or it is computed from the marks).
    ControlNotEntered,
    /// The student is not admitted to the final (JN + ON below the threshold).
    NotAdmitted,
    /// The student already passed before this retake.
    AlreadyPassed,
    /// Absence thresholds rise: warning, reprimand, expulsion proposal.
    ThresholdsOrder,
    /// A retake sheet follows the sheet of the attempt before it.
    PreviousAttemptMissing,
    /// The journal holds the student's subject: its result is computed, not typed.
    JournalResult,
}

impl AssessmentInvalid {
    pub fn code(&self) -> &'static str {
        match self {
            AssessmentInvalid::OneDecimal => "one_decimal",
            AssessmentInvalid::MaximaSum { .. } => "maxima_sum",
            AssessmentInvalid::FivePointMaximum => "five_point_maximum",
            AssessmentInvalid::NoControls => "no_controls",
            AssessmentInvalid::ExamNeedsFinal => "exam_needs_final",
            AssessmentInvalid::MarkForAbsent => "mark_for_absent",
            AssessmentInvalid::RosterIncomplete { .. } => "roster_incomplete",
            AssessmentInvalid::ControlNotEntered => "control_not_entered",
            AssessmentInvalid::NotAdmitted => "not_admitted",
            AssessmentInvalid::AlreadyPassed => "already_passed",
            AssessmentInvalid::ThresholdsOrder => "thresholds_order",
            AssessmentInvalid::PreviousAttemptMissing => "previous_attempt_missing",
            AssessmentInvalid::JournalResult => "journal_result",
        }
    }

    pub fn message(&self, language: Language) -> String {
        use Language::*;
        match (self, language) {
            (AssessmentInvalid::OneDecimal, Uz | UzCyrl) => "Ball ko‘pi bilan bitta kasr xonasi bilan kiritiladi".into(),
            (AssessmentInvalid::OneDecimal, Ru) => "Баллы вводятся не более чем с одним знаком после запятой".into(),
            (AssessmentInvalid::OneDecimal, En) => "Points carry at most one decimal".into(),
            (AssessmentInvalid::MaximaSum { expected, actual }, Uz | UzCyrl) => {
                format!("Nazoratlar maksimal ballarining yig‘indisi {expected} bo‘lishi kerak (hozir {actual})")
            }
            (AssessmentInvalid::MaximaSum { expected, actual }, Ru) => {
                format!("Сумма максимальных баллов контролей должна быть {expected} (сейчас {actual})")
            }
            (AssessmentInvalid::MaximaSum { expected, actual }, En) => {
                format!("The controls' maximum points must add up to {expected} (now {actual})")
            }
            (AssessmentInvalid::FivePointMaximum, Uz | UzCyrl) => "5 ballik tizimda har bir nazorat 5 ballik yoki o‘tkazilmaydi (0)".into(),
            (AssessmentInvalid::FivePointMaximum, Ru) => {
                "В 5-балльной системе каждый контроль оценивается из 5 или не проводится (0)".into()
            }
            (AssessmentInvalid::FivePointMaximum, En) => "On the five-point system each control is out of 5, or not held (0)".into(),
            (AssessmentInvalid::NoControls, Uz | UzCyrl) => "Kamida bitta nazorat bo‘lishi kerak".into(),
            (AssessmentInvalid::NoControls, Ru) => "Нужен хотя бы один контроль".into(),
            (AssessmentInvalid::NoControls, En) => "At least one control is needed".into(),
            (AssessmentInvalid::ExamNeedsFinal, Uz | UzCyrl) => "Imtihon shaklida yakuniy nazorat bo‘lishi kerak".into(),
            (AssessmentInvalid::ExamNeedsFinal, Ru) => "При форме «экзамен» нужен итоговый контроль".into(),
            (AssessmentInvalid::ExamNeedsFinal, En) => "An exam needs a final control".into(),
            (AssessmentInvalid::MarkForAbsent, Uz | UzCyrl) => "Darsda bo‘lmagan talabaga baho qo‘yilmaydi".into(),
            (AssessmentInvalid::MarkForAbsent, Ru) => "Студенту, отсутствовавшему на занятии, оценка не ставится".into(),
            (AssessmentInvalid::MarkForAbsent, En) => "A student who was not at the lesson gets no mark".into(),
            (AssessmentInvalid::RosterIncomplete { missing }, Uz | UzCyrl) => {
                format!("Davomatda darsning barcha talabalari bir martadan bo‘lishi kerak: {missing} ta talaba yo‘q")
            }
            (AssessmentInvalid::RosterIncomplete { missing }, Ru) => {
                format!("В ведомости должны быть все студенты занятия по одному разу: не хватает {missing}")
            }
            (AssessmentInvalid::RosterIncomplete { missing }, En) => {
                format!("The roll lists every student of the lesson once: {missing} missing")
            }
            (AssessmentInvalid::ControlNotEntered, Uz | UzCyrl) => "Bu fanning baholash rejasida bunday qaydnoma yo‘q".into(),
            (AssessmentInvalid::ControlNotEntered, Ru) => "В плане оценивания предмета нет такой ведомости".into(),
            (AssessmentInvalid::ControlNotEntered, En) => "The subject's assessment plan has no such sheet".into(),
            (AssessmentInvalid::NotAdmitted, Uz | UzCyrl) => "Talaba yakuniy nazoratga qo‘yilmagan (JN + ON chegaradan past)".into(),
            (AssessmentInvalid::NotAdmitted, Ru) => "Студент не допущен к итоговому контролю (ТК + ПК ниже порога)".into(),
            (AssessmentInvalid::NotAdmitted, En) => "The student is not admitted to the final (JN + ON below the threshold)".into(),
            (AssessmentInvalid::AlreadyPassed, Uz | UzCyrl) => "Talaba bu fandan avvalroq o‘tgan".into(),
            (AssessmentInvalid::AlreadyPassed, Ru) => "Студент уже сдал этот предмет".into(),
            (AssessmentInvalid::AlreadyPassed, En) => "The student has already passed this subject".into(),
            (AssessmentInvalid::ThresholdsOrder, Uz | UzCyrl) => {
                "Chegaralar o‘sib borishi kerak: ogohlantirish < hayfsan < chetlatish".into()
            }
            (AssessmentInvalid::ThresholdsOrder, Ru) => "Пороги должны возрастать: предупреждение < выговор < отчисление".into(),
            (AssessmentInvalid::ThresholdsOrder, En) => "Thresholds rise: warning < reprimand < expulsion proposal".into(),
            (AssessmentInvalid::PreviousAttemptMissing, Uz | UzCyrl) => {
                "Qayta topshirish qaydnomasi oldingi urinish qaydnomasidan keyin ochiladi".into()
            }
            (AssessmentInvalid::PreviousAttemptMissing, Ru) => "Ведомость пересдачи открывается после ведомости предыдущей попытки".into(),
            (AssessmentInvalid::PreviousAttemptMissing, En) => "A retake sheet follows the sheet of the attempt before it".into(),
            (AssessmentInvalid::JournalResult, Uz | UzCyrl) => "Bu baho jurnal va qaydnomalardan hisoblanadi, qo‘lda kiritilmaydi".into(),
            (AssessmentInvalid::JournalResult, Ru) => "Эта оценка вычисляется по журналу и ведомостям, вручную не вводится".into(),
            (AssessmentInvalid::JournalResult, En) => "This result is computed from the journal and the sheets and is not typed".into(),
        }
    }
}
