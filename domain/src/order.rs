//! Orders (buyruq): every change of a student's standing is made by an order of the institution.
//!
//! ```text
//!   DRAFT ──apply──▶ APPLIED ──cancel──▶ CANCELLED   (the cancel creates the reversing order)
//!   DRAFT: edited and deleted freely; APPLIED and CANCELLED: never edited, never deleted
//! ```
//! Applying changes every item's student at once; one refused item refuses the whole order.

use chrono::{Datelike, NaiveDate};

use crate::audit::{AuditValue, Audited, EntityType, Snapshot};
use crate::curriculum::RatingType;
use crate::ids::{EduSubjectId, GroupId, InstitutionId, StudentId};
use crate::language::{Language, Localized};
use crate::student::{IllegalStudentMove, StudentStatus};
use crate::validation::{optional_text, parse_date, required_text, Invalid, ValidationErrors};
use crate::version::Version;

/// The most students one order names.
pub const MAX_ITEMS: usize = 500;

code_enum!(
    /// What an order decides.
    OrderKind {
        Admission = "ADMISSION",
        Transfer = "TRANSFER",
        AcademicLeave = "ACADEMIC_LEAVE",
        ReturnFromLeave = "RETURN_FROM_LEAVE",
        Expulsion = "EXPULSION",
        Reinstatement = "REINSTATEMENT",
        Promotion = "PROMOTION",
        RepeatYear = "REPEAT_YEAR",
        Graduation = "GRADUATION",
        Scholarship = "SCHOLARSHIP",
    }
);

code_enum!(
    /// Where an order stands.
    OrderState {
        Draft = "DRAFT",
        Applied = "APPLIED",
        Cancelled = "CANCELLED",
    }
);

impl OrderKind {
    /// The status the order moves its students to, when it moves them.
    pub fn target_status(self) -> Option<StudentStatus> {
        match self {
            OrderKind::AcademicLeave => Some(StudentStatus::OnLeave),
            OrderKind::ReturnFromLeave | OrderKind::Reinstatement => Some(StudentStatus::Active),
            OrderKind::Expulsion => Some(StudentStatus::Withdraw),
            OrderKind::Graduation => Some(StudentStatus::Graduated),
            OrderKind::Admission | OrderKind::Transfer | OrderKind::Promotion | OrderKind::RepeatYear | OrderKind::Scholarship => None,
        }
    }

    /// The kind of order that makes a move of the status machine (none for the archive).
    pub fn for_move(from: StudentStatus, to: StudentStatus) -> Option<OrderKind> {
        match (from, to) {
            (_, StudentStatus::OnLeave) => Some(OrderKind::AcademicLeave),
            (StudentStatus::OnLeave, StudentStatus::Active) => Some(OrderKind::ReturnFromLeave),
            (_, StudentStatus::Active) => Some(OrderKind::Reinstatement),
            (_, StudentStatus::Withdraw) => Some(OrderKind::Expulsion),
            (_, StudentStatus::Graduated) => Some(OrderKind::Graduation),
            (_, StudentStatus::Archived) => None,
        }
    }

    /// Whether each item must say why (an expulsion, a leave).
    pub fn needs_reason(self) -> bool {
        matches!(self, OrderKind::Expulsion | OrderKind::AcademicLeave)
    }

    /// Whether each item must name the group the student moves to.
    pub fn needs_group(self) -> bool {
        matches!(self, OrderKind::Transfer | OrderKind::Promotion | OrderKind::RepeatYear)
    }

    /// Whether an item may name the group the student moves to (an admission names the group of
    /// its own a student transferred from another institution joins).
    pub fn takes_group(self) -> bool {
        self.needs_group() || matches!(self, OrderKind::Reinstatement | OrderKind::Admission)
    }

    pub fn label(self, language: Language) -> &'static str {
        use Language::*;
        use OrderKind::*;
        language.fixed(match (self, language) {
            (Admission, Uz | UzCyrl) => "Qabul qilish",
            (Admission, Ru) => "Зачисление",
            (Admission, En) => "Admission",
            (Transfer, Uz | UzCyrl) => "O‘qishni ko‘chirish",
            (Transfer, Ru) => "Перевод",
            (Transfer, En) => "Transfer",
            (AcademicLeave, Uz | UzCyrl) => "Akademik ta’til",
            (AcademicLeave, Ru) => "Академический отпуск",
            (AcademicLeave, En) => "Academic leave",
            (ReturnFromLeave, Uz | UzCyrl) => "Akademik ta’tildan qaytish",
            (ReturnFromLeave, Ru) => "Выход из академического отпуска",
            (ReturnFromLeave, En) => "Return from leave",
            (Expulsion, Uz | UzCyrl) => "Talabalar safidan chetlashtirish",
            (Expulsion, Ru) => "Отчисление",
            (Expulsion, En) => "Expulsion",
            (Reinstatement, Uz | UzCyrl) => "Qayta tiklash",
            (Reinstatement, Ru) => "Восстановление",
            (Reinstatement, En) => "Reinstatement",
            (Promotion, Uz | UzCyrl) => "Keyingi kursga o‘tkazish",
            (Promotion, Ru) => "Перевод на следующий курс",
            (Promotion, En) => "Promotion",
            (RepeatYear, Uz | UzCyrl) => "Takroriy o‘qitish",
            (RepeatYear, Ru) => "Повторное обучение",
            (RepeatYear, En) => "Repeating a year",
            (Graduation, Uz | UzCyrl) => "Bitirish",
            (Graduation, Ru) => "Выпуск",
            (Graduation, En) => "Graduation",
            (Scholarship, Uz | UzCyrl) => "Stipendiya tayinlash",
            (Scholarship, Ru) => "Назначение стипендии",
            (Scholarship, En) => "Scholarship award",
        })
    }
}

/// One item as the form submits it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OrderItemForm {
    pub student_id: i64,
    pub reason: String,
    pub to_edu_group_id: Option<i64>,
    pub to_institution_id: Option<i64>,
    pub scholarship_type: Option<i64>,
    pub date_from: String,
    pub date_to: String,
    pub subject_map: Vec<SubjectCreditForm>,
}

/// One line of a transfer's subject map as the form submits it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SubjectCreditForm {
    pub from_edu_subject_id: i64,
    pub to_edu_subject_id: i64,
}

/// One line of a transfer's subject map: a subject the student passed in the curriculum they leave
/// counts as (is credited as) a subject of the new group's curriculum.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SubjectCredit {
    pub from: EduSubjectId,
    pub to: EduSubjectId,
}

/// The most lines one item's subject map has.
pub const MAX_SUBJECT_MAP: usize = 200;

/// What a transfer to another curriculum does to the student's results: the credited subjects of
/// the new curriculum (semester, subject, the rating carried over) and its subjects of semesters
/// already behind the group that nothing credits, which become academic debts.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TransferCredits {
    pub credited: Vec<(i32, EduSubjectId, i32)>,
    pub debts: Vec<(i32, EduSubjectId)>,
}

/// The subject map's rule: each line credits a subject the student passed (`passed`: subject and
/// its rating) as one of the target curriculum's (`target`: semester and subject, in its earliest
/// semester); a target subject is credited at most once (checked as the form is read); the debts
/// are the target's subjects of semesters before `current_semester` that are not credited. A
/// rating carries over only between curricula of one scale (`scales`: the student's and the
/// target's). Errors name the line's field (`subject_map[j].…`), or the map for another scale.
pub fn credit_transfer(
    map: &[SubjectCredit],
    passed: &[(EduSubjectId, i32)],
    scales: (RatingType, RatingType),
    target: &[(i32, EduSubjectId)],
    current_semester: i32,
) -> Result<TransferCredits, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    if !map.is_empty() && scales.0 != scales.1 {
        errors.add("subject_map", Invalid::OtherScale);
        return Err(errors);
    }
    let mut credits = TransferCredits::default();
    for (at, line) in map.iter().enumerate() {
        let rating = passed.iter().find(|(subject, _)| *subject == line.from).map(|(_, r)| *r);
        if rating.is_none() {
            errors.add(format!("subject_map[{at}].from_edu_subject_id"), Invalid::NotPassed);
        }
        let semester = target.iter().filter(|(_, subject)| *subject == line.to).map(|(semester, _)| *semester).min();
        if semester.is_none() {
            errors.add(format!("subject_map[{at}].to_edu_subject_id"), Invalid::NotInCurriculum);
        }
        if let (Some(rating), Some(semester)) = (rating, semester) {
            credits.credited.push((semester, line.to, rating));
        }
    }
    errors.into_result()?;
    let credited = |subject: EduSubjectId| map.iter().any(|line| line.to == subject);
    let mut debts: Vec<(i32, EduSubjectId)> =
        target.iter().filter(|(semester, subject)| *semester < current_semester && !credited(*subject)).copied().collect();
    debts.sort();
    debts.dedup();
    credits.debts = debts;
    Ok(credits)
}

/// An order as the form submits it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OrderForm {
    pub number: String,
    pub date: String,
    pub kind: String,
    pub purpose: String,
    pub body: String,
    pub basis: String,
    pub items: Vec<OrderItemForm>,
}

/// A checked item: the student and what the order's kind needs of them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderItem {
    pub student_id: StudentId,
    pub reason: String,
    pub to_edu_group_id: Option<GroupId>,
    pub to_institution_id: Option<InstitutionId>,
    pub scholarship_type: Option<i64>,
    pub date_from: Option<NaiveDate>,
    pub date_to: Option<NaiveDate>,
    /// A transfer's subject map (empty for every other item).
    pub subject_map: Vec<SubjectCredit>,
}

/// A checked order, before it is stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderDraft {
    pub number: String,
    pub date: NaiveDate,
    pub kind: OrderKind,
    pub purpose: String,
    pub body: String,
    pub basis: String,
    pub items: Vec<OrderItem>,
}

/// The years an order can be dated in (the numbers' series are kept per year within them).
pub const ORDER_YEARS: std::ops::RangeInclusive<i32> = 2000..=2200;

/// An order's date: a day of one of `ORDER_YEARS`.
pub fn parse_order_date(raw: &str) -> Result<NaiveDate, Invalid> {
    let date = parse_date(raw)?;
    if ORDER_YEARS.contains(&date.year()) {
        Ok(date)
    } else {
        Err(Invalid::DateOutOfRange { from: *ORDER_YEARS.start(), to: *ORDER_YEARS.end() })
    }
}

fn optional_date(raw: &str) -> Result<Option<NaiveDate>, Invalid> {
    if raw.trim().is_empty() {
        Ok(None)
    } else {
        parse_date(raw).map(Some)
    }
}

impl OrderItem {
    fn parse(form: &OrderItemForm, kind: Option<OrderKind>, errors: &mut ValidationErrors, at: usize) -> Option<OrderItem> {
        let field = |name: &str| format!("items[{at}].{name}");
        let student_id = errors.check(&field("student_id"), StudentId::new(form.student_id));
        let reason = errors.check(&field("reason"), optional_text(&form.reason, 500));
        let to_edu_group_id = match form.to_edu_group_id {
            Some(id) => errors.check(&field("to_edu_group_id"), GroupId::new(id)).map(Some),
            None => Some(None),
        };
        let to_institution_id = match form.to_institution_id {
            Some(id) => errors.check(&field("to_institution_id"), InstitutionId::new(id)).map(Some),
            None => Some(None),
        };
        let scholarship_type = match form.scholarship_type {
            Some(id) if id > 0 => Some(Some(id)),
            Some(_) => {
                errors.add(field("scholarship_type"), Invalid::NotPositiveId);
                None
            }
            None => Some(None),
        };
        let date_from = errors.check(&field("date_from"), optional_date(&form.date_from));
        let date_to = errors.check(&field("date_to"), optional_date(&form.date_to));
        if let Some(kind) = kind {
            if kind.needs_reason() && reason.as_deref() == Some("") {
                errors.add(field("reason"), Invalid::Required);
            }
            // A transfer to another institution names that institution and no group: the sending
            // institution releases the student, the receiving one's admission order names its group.
            let leaves = kind == OrderKind::Transfer && form.to_institution_id.is_some();
            if kind.needs_group() && !leaves && form.to_edu_group_id.is_none() {
                errors.add(field("to_edu_group_id"), Invalid::Required);
            }
            if (!kind.takes_group() || leaves) && form.to_edu_group_id.is_some() {
                errors.add(field("to_edu_group_id"), Invalid::UnknownValue);
            }
            if kind != OrderKind::Transfer && form.to_institution_id.is_some() {
                errors.add(field("to_institution_id"), Invalid::UnknownValue);
            }
            if kind == OrderKind::Scholarship {
                if form.scholarship_type.is_none() {
                    errors.add(field("scholarship_type"), Invalid::Required);
                }
                if form.date_from.trim().is_empty() {
                    errors.add(field("date_from"), Invalid::Required);
                }
                if form.date_to.trim().is_empty() {
                    errors.add(field("date_to"), Invalid::Required);
                }
            }
        }
        if let (Some(Some(from)), Some(Some(to))) = (date_from, date_to) {
            if to < from {
                errors.add(field("date_to"), Invalid::EndNotAfterStart);
            }
        }
        let subject_map = parse_subject_map(form, kind, errors, at);
        Some(OrderItem {
            student_id: student_id?,
            reason: reason?,
            to_edu_group_id: to_edu_group_id?,
            to_institution_id: to_institution_id?,
            scholarship_type: scholarship_type?,
            date_from: date_from?,
            date_to: date_to?,
            subject_map,
        })
    }
}

/// A subject map belongs to a transfer into a group of this institution; its ids are positive and
/// a target subject is credited at most once.
fn parse_subject_map(form: &OrderItemForm, kind: Option<OrderKind>, errors: &mut ValidationErrors, at: usize) -> Vec<SubjectCredit> {
    if form.subject_map.is_empty() {
        return Vec::new();
    }
    let into_group = kind == Some(OrderKind::Transfer) && form.to_edu_group_id.is_some() && form.to_institution_id.is_none();
    if !into_group {
        errors.add(format!("items[{at}].subject_map"), Invalid::UnknownValue);
        return Vec::new();
    }
    if form.subject_map.len() > MAX_SUBJECT_MAP {
        errors.add(format!("items[{at}].subject_map"), Invalid::OutOfRange { min: 0, max: MAX_SUBJECT_MAP as i64 });
        return Vec::new();
    }
    let mut lines = Vec::with_capacity(form.subject_map.len());
    for (j, line) in form.subject_map.iter().enumerate() {
        let field = |name: &str| format!("items[{at}].subject_map[{j}].{name}");
        let from = errors.check(&field("from_edu_subject_id"), EduSubjectId::new(line.from_edu_subject_id));
        let to = errors.check(&field("to_edu_subject_id"), EduSubjectId::new(line.to_edu_subject_id));
        if form.subject_map[..j].iter().any(|other| other.to_edu_subject_id == line.to_edu_subject_id) {
            errors.add(field("to_edu_subject_id"), Invalid::Duplicate);
        }
        if let (Some(from), Some(to)) = (from, to) {
            lines.push(SubjectCredit { from, to });
        }
    }
    lines
}

impl OrderDraft {
    /// Every field at once, the items' needs by the order's kind; a student is named once.
    pub fn parse(form: &OrderForm) -> Result<OrderDraft, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let number = errors.check("number", required_text(&form.number, 64));
        let date = errors.check("date", parse_order_date(&form.date));
        let kind = errors.check("kind", OrderKind::parse(&form.kind));
        let purpose = errors.check("purpose", optional_text(&form.purpose, 1000));
        let body = errors.check("body", optional_text(&form.body, 20_000));
        let basis = errors.check("basis", optional_text(&form.basis, 2000));
        if form.items.is_empty() {
            errors.add("items", Invalid::Required);
        } else if form.items.len() > MAX_ITEMS {
            errors.add("items", Invalid::OutOfRange { min: 1, max: MAX_ITEMS as i64 });
        }
        let mut items = Vec::new();
        for (at, item) in form.items.iter().take(MAX_ITEMS).enumerate() {
            if form.items[..at].iter().any(|other| other.student_id == item.student_id) {
                errors.add(format!("items[{at}].student_id"), Invalid::Duplicate);
            }
            items.extend(OrderItem::parse(item, kind, &mut errors, at));
        }
        errors.into_result()?;
        match (number, date, kind, purpose, body, basis) {
            (Some(number), Some(date), Some(kind), Some(purpose), Some(body), Some(basis)) => {
                Ok(OrderDraft { number, date, kind, purpose, body, basis, items })
            }
            _ => Err(ValidationErrors::single("number", Invalid::Required)),
        }
    }

    /// The calendar year the number is unique in.
    pub fn year(&self) -> i32 {
        self.date.year()
    }
}

/// What applying an item did, kept so that a reversing order can undo exactly that.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AppliedItem {
    pub from_status: StudentStatus,
    pub to_status: StudentStatus,
    pub from_group: GroupId,
    pub to_group: GroupId,
    pub from_institution: InstitutionId,
    pub to_institution: InstitutionId,
}

/// A stored order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Order {
    pub id: i64,
    pub institution_id: InstitutionId,
    pub draft: OrderDraft,
    pub state: OrderState,
    /// The order this one reverses.
    pub reverses: Option<i64>,
    /// The order that reversed this one.
    pub reversed_by: Option<i64>,
    /// What applying did to each item, in the items' order (empty for a draft).
    pub applied: Vec<Option<AppliedItem>>,
    pub version: Version,
    /// The signed paper, scanned and attached once the order is applied.
    pub scan: Option<OrderScan>,
}

code_enum!(
    /// What a signed scan may be, known by its first bytes (its MIME type).
    ScanType {
        Pdf = "application/pdf",
        Jpeg = "image/jpeg",
        Png = "image/png",
    }
);

impl ScanType {
    /// The largest scan taken (5 MB), the limit of every upload of the API.
    pub const MAX_BYTES: usize = 5 * 1024 * 1024;

    /// The type the content is by its magic bytes, whatever its name says: a PDF begins with
    /// `%PDF-` within its first kilobyte, a JPEG with `FF D8 FF`, a PNG with its eight-byte signature.
    pub fn detect(content: &[u8]) -> Result<ScanType, OrderRule> {
        const PNG: &[u8] = b"\x89PNG\r\n\x1a\n";
        let head = &content[..content.len().min(1024)];
        if content.starts_with(PNG) {
            Ok(ScanType::Png)
        } else if content.starts_with(&[0xFF, 0xD8, 0xFF]) {
            Ok(ScanType::Jpeg)
        } else if head.windows(5).any(|w| w == b"%PDF-") {
            Ok(ScanType::Pdf)
        } else {
            Err(OrderRule::ScanNotDocument)
        }
    }

    /// The ending of the file offered for download.
    pub fn extension(self) -> &'static str {
        match self {
            ScanType::Pdf => "pdf",
            ScanType::Jpeg => "jpg",
            ScanType::Png => "png",
        }
    }
}

/// The signed paper of an applied order as its details show it (the content is read apart).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderScan {
    pub content_type: ScanType,
    pub size: i64,
    pub uploaded_at: chrono::DateTime<chrono::Utc>,
}

impl Order {
    /// Only an order that was applied has been signed: a draft's scan is refused (409), a later
    /// one replaces an earlier one.
    pub fn ensure_signed(&self) -> Result<(), OrderRule> {
        match self.state {
            OrderState::Draft => Err(OrderRule::ScanOfDraft),
            _ => Ok(()),
        }
    }

    /// Only a draft changes or is deleted (409 otherwise).
    pub fn ensure_draft(&self) -> Result<(), OrderRule> {
        match self.state {
            OrderState::Draft => Ok(()),
            _ => Err(OrderRule::NotDraft),
        }
    }

    /// The move to APPLIED.
    pub fn apply(&mut self) -> Result<(), OrderRule> {
        self.ensure_draft()?;
        self.state = OrderState::Applied;
        Ok(())
    }

    /// The move to CANCELLED, once the reversing order exists.
    pub fn cancel(&mut self, by: i64) -> Result<(), OrderRule> {
        match self.state {
            OrderState::Applied if self.reverses.is_none() => {
                self.state = OrderState::Cancelled;
                self.reversed_by = Some(by);
                Ok(())
            }
            OrderState::Applied => Err(OrderRule::ReversalIsFinal),
            _ => Err(OrderRule::NotApplied),
        }
    }
}

/// A student as an order's item sees them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ItemStudent {
    pub name: String,
    pub status: StudentStatus,
    pub group: GroupId,
    pub institution: InstitutionId,
}

/// What one item does to its student: the status and group (and institution) it lands in, or the
/// refusal naming the student. `target_group` is the item's group as found: its institution.
pub fn effect(
    kind: OrderKind,
    item: &OrderItem,
    student: &ItemStudent,
    target_group: Option<(GroupId, InstitutionId)>,
) -> Result<AppliedItem, OrderRule> {
    let refused = |why: ItemRefusal| OrderRule::ItemRefused { student: student.name.clone(), why };
    if let (OrderKind::Transfer, Some(to)) = (kind, item.to_institution_id) {
        return release(student, to);
    }
    let to_status = match kind.target_status() {
        Some(to) => student.status.move_to(to).map_err(|m| refused(ItemRefusal::Move(m)))?,
        None if student.status == StudentStatus::Active => StudentStatus::Active,
        None => return Err(refused(ItemRefusal::NotStudying)),
    };
    let (to_group, to_institution) = target_group.unwrap_or((student.group, student.institution));
    if to_institution != student.institution && item.to_institution_id != Some(to_institution) {
        return Err(refused(ItemRefusal::GroupOfAnotherInstitution));
    }
    if kind.needs_group() && to_group == student.group {
        return Err(refused(ItemRefusal::SameGroup));
    }
    Ok(AppliedItem {
        from_status: student.status,
        to_status,
        from_group: student.group,
        to_group,
        from_institution: student.institution,
        to_institution,
    })
}

/// A transfer to another institution releases a studying student: their record in the sending
/// institution ends (WITHDRAW, in the group they leave) until the receiving institution admits them.
fn release(student: &ItemStudent, to: InstitutionId) -> Result<AppliedItem, OrderRule> {
    let refused = |why: ItemRefusal| OrderRule::ItemRefused { student: student.name.clone(), why };
    if to == student.institution {
        return Err(refused(ItemRefusal::OwnInstitution));
    }
    if student.status != StudentStatus::Active {
        return Err(refused(ItemRefusal::NotStudying));
    }
    let to_status = student.status.move_to(StudentStatus::Withdraw).map_err(|m| refused(ItemRefusal::Move(m)))?;
    Ok(AppliedItem {
        from_status: student.status,
        to_status,
        from_group: student.group,
        to_group: student.group,
        from_institution: student.institution,
        to_institution: student.institution,
    })
}

/// The receiving institution's admission of a student another institution released to it: the
/// record moves, with its history and results, into the group of the receiver's own the item names.
pub fn admit_transfer(
    student: &ItemStudent,
    target_group: Option<(GroupId, InstitutionId)>,
    receiver: InstitutionId,
) -> Result<AppliedItem, OrderRule> {
    let refused = |why: ItemRefusal| OrderRule::ItemRefused { student: student.name.clone(), why };
    let (to_group, to_institution) = target_group.ok_or_else(|| refused(ItemRefusal::NoGroup))?;
    if to_institution != receiver {
        return Err(refused(ItemRefusal::GroupOfAnotherInstitution));
    }
    if student.status != StudentStatus::Withdraw {
        return Err(refused(ItemRefusal::NotReleased));
    }
    let to_status = student.status.move_to(StudentStatus::Active).map_err(|m| refused(ItemRefusal::Move(m)))?;
    Ok(AppliedItem {
        from_status: student.status,
        to_status,
        from_group: student.group,
        to_group,
        from_institution: student.institution,
        to_institution,
    })
}

/// Whether a student still stands where an applied item left them, so that it can be undone.
pub fn undoable(applied: &AppliedItem, student: &ItemStudent) -> Result<(), OrderRule> {
    if student.status == applied.to_status && student.group == applied.to_group && student.institution == applied.to_institution {
        Ok(())
    } else {
        Err(OrderRule::ItemRefused { student: student.name.clone(), why: ItemRefusal::ChangedSince })
    }
}

/// One studying record per person in the country: a student becoming a studying one (admission,
/// reinstatement) is refused while the same PINFL studies elsewhere, naming that institution.
pub fn one_studying_record(student: &str, elsewhere: Option<&str>) -> Result<(), OrderRule> {
    match elsewhere {
        None => Ok(()),
        Some(institution) => {
            Err(OrderRule::ItemRefused { student: student.into(), why: ItemRefusal::StudiesElsewhere { institution: institution.into() } })
        }
    }
}

/// A scholarship award's student studies on a state grant: one with a tuition contract of the
/// academic year the award begins in is refused, naming them.
pub fn state_grant(student: &str, on_contract: bool) -> Result<(), OrderRule> {
    if on_contract {
        Err(OrderRule::ItemRefused { student: student.into(), why: ItemRefusal::OnContract })
    } else {
        Ok(())
    }
}

/// Why one item was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ItemRefusal {
    Move(IllegalStudentMove),
    /// The kind needs a studying student.
    NotStudying,
    GroupOfAnotherInstitution,
    SameGroup,
    /// A transfer to another institution names the student's own.
    OwnInstitution,
    /// A transferred student is admitted into a group.
    NoGroup,
    /// The student is no longer released to this institution (admitted, or the release reversed).
    NotReleased,
    /// A reversal: the student has moved on since the order was applied.
    ChangedSince,
    /// A scholarship goes to state-grant students only.
    OnContract,
    StudiesElsewhere {
        institution: String,
    },
}

impl ItemRefusal {
    fn message(&self, language: Language) -> String {
        use Language::*;
        match (self, language) {
            (ItemRefusal::Move(m), _) => m.message(language),
            (ItemRefusal::NotStudying, Uz | UzCyrl) => "talaba o‘qimayapti".into(),
            (ItemRefusal::NotStudying, Ru) => "студент не обучается".into(),
            (ItemRefusal::NotStudying, En) => "the student is not studying".into(),
            (ItemRefusal::GroupOfAnotherInstitution, Uz | UzCyrl) => "guruh boshqa ta’lim muassasasiga tegishli".into(),
            (ItemRefusal::GroupOfAnotherInstitution, Ru) => "группа относится к другому учреждению".into(),
            (ItemRefusal::GroupOfAnotherInstitution, En) => "the group belongs to another institution".into(),
            (ItemRefusal::SameGroup, Uz | UzCyrl) => "talaba allaqachon shu guruhda".into(),
            (ItemRefusal::SameGroup, Ru) => "студент уже в этой группе".into(),
            (ItemRefusal::SameGroup, En) => "the student is in that group already".into(),
            (ItemRefusal::OwnInstitution, Uz | UzCyrl) => "talaba allaqachon shu ta’lim muassasasida o‘qiydi".into(),
            (ItemRefusal::OwnInstitution, Ru) => "студент уже обучается в этом учреждении".into(),
            (ItemRefusal::OwnInstitution, En) => "the student studies at that institution already".into(),
            (ItemRefusal::NoGroup, Uz | UzCyrl) => "ko‘chirib kelingan talaba qabul qilinadigan guruh ko‘rsatilmagan".into(),
            (ItemRefusal::NoGroup, Ru) => "не указана группа, в которую зачисляется переведённый студент".into(),
            (ItemRefusal::NoGroup, En) => "a transferred student is admitted into a group: none is named".into(),
            (ItemRefusal::NotReleased, Uz | UzCyrl) => "talaba bu ta’lim muassasasiga ko‘chirish uchun bo‘shatilmagan".into(),
            (ItemRefusal::NotReleased, Ru) => "студент не отчислен для перевода в это учреждение".into(),
            (ItemRefusal::NotReleased, En) => "the student is not released to this institution".into(),
            (ItemRefusal::ChangedSince, Uz | UzCyrl) => "buyruqdan keyin talabaning holati o‘zgargan".into(),
            (ItemRefusal::ChangedSince, Ru) => "после приказа положение студента изменилось".into(),
            (ItemRefusal::ChangedSince, En) => "the student's standing changed since the order".into(),
            (ItemRefusal::OnContract, Uz | UzCyrl) => {
                "talaba to‘lov-kontrakt asosida o‘qiydi: stipendiya faqat davlat granti talabalariga tayinlanadi".into()
            }
            (ItemRefusal::OnContract, Ru) => "студент обучается по контракту: стипендия назначается только обучающимся на госгранте".into(),
            (ItemRefusal::OnContract, En) => "the student studies on a contract: scholarships go to state-grant students only".into(),
            (ItemRefusal::StudiesElsewhere { institution }, Uz | UzCyrl) => format!("bu JShShIR egasi «{institution}»da o‘qimoqda"),
            (ItemRefusal::StudiesElsewhere { institution }, Ru) => format!("владелец этого ПИНФЛ обучается в «{institution}»"),
            (ItemRefusal::StudiesElsewhere { institution }, En) => format!("this PINFL studies at “{institution}”"),
        }
    }
}

/// The rules of orders a request can break.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OrderRule {
    /// An applied or cancelled order is never edited or deleted (409).
    NotDraft,
    /// Only an applied order is reversed (409).
    NotApplied,
    /// A reversing order is not itself reversed (409).
    ReversalIsFinal,
    /// The institution has an order of that number in that year (409).
    NumberTaken,
    /// One item refused: the whole order is (409).
    ItemRefused { student: String, why: ItemRefusal },
    /// A student of the items the actor may not reach, or not living (422).
    UnknownStudent { student_id: i64 },
    /// A draft is not signed yet: it has no scan (409).
    ScanOfDraft,
    /// A scan is a PDF, JPEG or PNG by its content (422).
    ScanNotDocument,
}

impl Localized for OrderRule {
    fn code(&self) -> &'static str {
        match self {
            OrderRule::NotDraft => "order_not_draft",
            OrderRule::NotApplied => "order_not_applied",
            OrderRule::ReversalIsFinal => "order_reversal_final",
            OrderRule::NumberTaken => "order_number_taken",
            OrderRule::ItemRefused { .. } => "order_item_refused",
            OrderRule::UnknownStudent { .. } => "order_unknown_student",
            OrderRule::ScanOfDraft => "order_scan_of_draft",
            OrderRule::ScanNotDocument => "order_scan_not_document",
        }
    }

    fn message(&self, language: Language) -> String {
        use Language::*;
        match (self, language) {
            (OrderRule::NotDraft, Uz | UzCyrl) => "Qo‘llangan buyruq o‘zgartirilmaydi va o‘chirilmaydi".into(),
            (OrderRule::NotDraft, Ru) => "Применённый приказ нельзя изменить или удалить".into(),
            (OrderRule::NotDraft, En) => "An applied order is never edited or deleted".into(),
            (OrderRule::NotApplied, Uz | UzCyrl) => "Faqat qo‘llangan buyruq bekor qilinadi".into(),
            (OrderRule::NotApplied, Ru) => "Отменить можно только применённый приказ".into(),
            (OrderRule::NotApplied, En) => "Only an applied order can be reversed".into(),
            (OrderRule::ReversalIsFinal, Uz | UzCyrl) => "Bekor qiluvchi buyruqni bekor qilib bo‘lmaydi".into(),
            (OrderRule::ReversalIsFinal, Ru) => "Отменяющий приказ нельзя отменить".into(),
            (OrderRule::ReversalIsFinal, En) => "A reversing order cannot itself be reversed".into(),
            (OrderRule::NumberTaken, Uz | UzCyrl) => "Bu yilda shu raqamli buyruq allaqachon bor".into(),
            (OrderRule::NumberTaken, Ru) => "Приказ с этим номером в этом году уже есть".into(),
            (OrderRule::NumberTaken, En) => "An order with this number exists this year already".into(),
            (OrderRule::ItemRefused { student, why }, Uz | UzCyrl) => format!("Buyruq qo‘llanmadi: {student} — {}", why.message(Uz)),
            (OrderRule::ItemRefused { student, why }, Ru) => format!("Приказ не применён: {student} — {}", why.message(Ru)),
            (OrderRule::ItemRefused { student, why }, En) => format!("The order was not applied: {student} — {}", why.message(En)),
            (OrderRule::UnknownStudent { student_id }, Uz | UzCyrl) => format!("Talaba topilmadi: {student_id}"),
            (OrderRule::UnknownStudent { student_id }, Ru) => format!("Студент не найден: {student_id}"),
            (OrderRule::UnknownStudent { student_id }, En) => format!("No such student: {student_id}"),
            (OrderRule::ScanOfDraft, Uz | UzCyrl) => "Loyiha hali imzolanmagan: imzolangan nusxa qo‘llangan buyruqqa biriktiriladi".into(),
            (OrderRule::ScanOfDraft, Ru) => "Черновик ещё не подписан: подписанная копия прикрепляется к применённому приказу".into(),
            (OrderRule::ScanOfDraft, En) => "A draft is not signed yet: the signed copy belongs to an applied order".into(),
            (OrderRule::ScanNotDocument, Uz | UzCyrl) => "Imzolangan nusxa PDF, JPEG yoki PNG fayl bo‘lishi kerak".into(),
            (OrderRule::ScanNotDocument, Ru) => "Подписанная копия должна быть файлом PDF, JPEG или PNG".into(),
            (OrderRule::ScanNotDocument, En) => "The signed copy must be a PDF, JPEG or PNG file".into(),
        }
    }
}

impl Audited for Order {
    const ENTITY: EntityType = EntityType::Order;

    fn audit_id(&self) -> i64 {
        self.id
    }

    fn snapshot(&self) -> Snapshot {
        let d = &self.draft;
        let items: Vec<AuditValue> = d.items.iter().map(|i| AuditValue::Int(i.student_id.get())).collect();
        Snapshot::from([
            ("institution_id", self.institution_id.get().into()),
            ("number", d.number.as_str().into()),
            ("date", d.date.into()),
            ("kind", d.kind.code().into()),
            ("purpose", d.purpose.as_str().into()),
            ("body", d.body.as_str().into()),
            ("basis", d.basis.as_str().into()),
            ("students", AuditValue::List(items)),
            ("state", self.state.code().into()),
            ("reverses", self.reverses.into()),
            (
                "scan",
                self.scan.as_ref().map(|s| format!("{} ({} B, {})", s.content_type.code(), s.size, s.uploaded_at.to_rfc3339())).into(),
            ),
        ])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn item(student: i64) -> OrderItemForm {
        OrderItemForm { student_id: student, reason: "O‘z xohishiga ko‘ra".into(), ..Default::default() }
    }

    fn subject(id: i64) -> EduSubjectId {
        EduSubjectId::from_stored(id)
    }

    fn credit(from: i64, to: i64) -> SubjectCredit {
        SubjectCredit { from: subject(from), to: subject(to) }
    }

    const HUNDRED: (RatingType, RatingType) = (RatingType::HundredPoint, RatingType::HundredPoint);

    #[test]
    fn a_rating_carries_over_only_between_curricula_of_one_scale() {
        let passed = [(subject(1), 5)];
        let target = [(1, subject(10)), (1, subject(11))];
        let other = (RatingType::FivePoint, RatingType::HundredPoint);
        let refused = credit_transfer(&[credit(1, 10)], &passed, other, &target, 2).unwrap_err();
        assert_eq!(refused.fields(), [("subject_map".to_string(), Invalid::OtherScale)]);
        let owed = credit_transfer(&[], &passed, other, &target, 2).unwrap();
        assert_eq!(owed.debts, [(1, subject(10)), (1, subject(11))], "without credits every earlier subject is owed");
    }

    #[test]
    fn a_transfer_credits_passed_subjects_and_owes_the_earlier_uncredited_ones() {
        // Passed 1 (rated 86) and 2 (rated 71) in the old curriculum; the new one teaches 10 and
        // 11 in semester 1, 12 in semester 2 and 13 in semester 3; the group is in semester 3.
        let passed = [(subject(1), 86), (subject(2), 71)];
        let target = [(1, subject(10)), (1, subject(11)), (2, subject(12)), (3, subject(13))];
        let credits = credit_transfer(&[credit(1, 10), credit(2, 13)], &passed, HUNDRED, &target, 3).unwrap();
        assert_eq!(credits.credited, [(1, subject(10), 86), (3, subject(13), 71)]);
        assert_eq!(credits.debts, [(1, subject(11)), (2, subject(12))]);
        let unmapped = credit_transfer(&[], &passed, HUNDRED, &target, 1).unwrap();
        assert_eq!(unmapped, TransferCredits::default(), "a group in its first semester has nothing behind it");
    }

    #[test]
    fn a_subject_map_credits_only_passed_subjects_into_the_target_curriculum() {
        let passed = [(subject(1), 86)];
        let target = [(1, subject(10))];
        let refused = credit_transfer(&[credit(3, 10), credit(1, 99)], &passed, HUNDRED, &target, 2).unwrap_err();
        assert_eq!(
            refused.fields(),
            [
                ("subject_map[0].from_edu_subject_id".to_string(), Invalid::NotPassed),
                ("subject_map[1].to_edu_subject_id".to_string(), Invalid::NotInCurriculum)
            ]
        );
    }

    #[test]
    fn a_subject_map_belongs_to_a_transfer_into_a_group_and_credits_a_subject_once() {
        let map = |lines: &[(i64, i64)]| {
            lines.iter().map(|(f, t)| SubjectCreditForm { from_edu_subject_id: *f, to_edu_subject_id: *t }).collect::<Vec<_>>()
        };
        let into_group = OrderItemForm { to_edu_group_id: Some(4), subject_map: map(&[(1, 10), (2, 11)]), ..item(1) };
        let draft = OrderDraft::parse(&form("TRANSFER", vec![into_group.clone()])).unwrap();
        assert_eq!(draft.items[0].subject_map, [credit(1, 10), credit(2, 11)]);
        let twice = OrderItemForm { subject_map: map(&[(1, 10), (2, 10)]), ..into_group.clone() };
        assert_eq!(fields(&form("TRANSFER", vec![twice])), ["items[0].subject_map[1].to_edu_subject_id"]);
        let zero = OrderItemForm { subject_map: map(&[(0, 10)]), ..into_group.clone() };
        assert_eq!(fields(&form("TRANSFER", vec![zero])), ["items[0].subject_map[0].from_edu_subject_id"]);
        let leaving = OrderItemForm { to_edu_group_id: None, to_institution_id: Some(4), ..into_group.clone() };
        assert_eq!(fields(&form("TRANSFER", vec![leaving])), ["items[0].subject_map"]);
        assert_eq!(fields(&form("EXPULSION", vec![OrderItemForm { to_edu_group_id: None, ..into_group }])), ["items[0].subject_map"]);
    }

    fn form(kind: &str, items: Vec<OrderItemForm>) -> OrderForm {
        OrderForm { number: "12-T".into(), date: "2026-11-20".into(), kind: kind.into(), items, ..Default::default() }
    }

    fn fields(form: &OrderForm) -> Vec<String> {
        OrderDraft::parse(form).unwrap_err().fields().iter().map(|(f, _)| f.clone()).collect()
    }

    fn student(status: StudentStatus) -> ItemStudent {
        ItemStudent { name: "Karimova Malika".into(), status, group: GroupId::from_stored(7), institution: InstitutionId::from_stored(2) }
    }

    fn order(state: OrderState) -> Order {
        Order {
            id: 1,
            institution_id: InstitutionId::from_stored(2),
            draft: OrderDraft::parse(&form("EXPULSION", vec![item(1)])).unwrap(),
            state,
            reverses: None,
            reversed_by: None,
            applied: Vec::new(),
            version: Version::new(1),
            scan: None,
        }
    }

    #[test]
    fn a_scan_is_known_by_its_content_and_belongs_to_a_signed_order() {
        assert_eq!(ScanType::detect(b"%PDF-1.7\n1 0 obj"), Ok(ScanType::Pdf));
        assert_eq!(ScanType::detect(b"\xef\xbb\xbf%PDF-1.4"), Ok(ScanType::Pdf));
        assert_eq!(ScanType::detect(b"\xFF\xD8\xFF\xE0\0\x10JFIF"), Ok(ScanType::Jpeg));
        assert_eq!(ScanType::detect(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR"), Ok(ScanType::Png));
        assert_eq!(ScanType::detect(b"PK\x03\x04 a zip named scan.pdf"), Err(OrderRule::ScanNotDocument));
        assert_eq!(ScanType::detect(b""), Err(OrderRule::ScanNotDocument));
        assert_eq!(order(OrderState::Draft).ensure_signed(), Err(OrderRule::ScanOfDraft));
        assert_eq!(order(OrderState::Applied).ensure_signed(), Ok(()));
        assert_eq!(order(OrderState::Cancelled).ensure_signed(), Ok(()));
    }

    #[test]
    fn an_order_needs_its_number_date_kind_and_students() {
        assert_eq!(fields(&OrderForm::default()), ["number", "date", "kind", "items"]);
        assert!(OrderDraft::parse(&form("EXPULSION", vec![item(1), item(2)])).is_ok());
    }

    #[test]
    fn an_order_is_dated_in_the_years_its_numbers_are_kept_for() {
        let dated = |date: &str| OrderDraft::parse(&OrderForm { date: date.into(), ..form("EXPULSION", vec![item(1)]) });
        assert!(dated("2000-01-01").is_ok() && dated("2200-12-31").is_ok());
        for outside in ["0295-04-19", "1999-12-31", "2201-01-01"] {
            let refused = dated(outside).unwrap_err();
            assert_eq!(refused.fields(), [("date".to_string(), Invalid::DateOutOfRange { from: 2000, to: 2200 })], "{outside}");
        }
        let change = |date: &str| {
            crate::student::StatusChange::parse(&crate::student::StatusChangeForm {
                status: "GRADUATED".into(),
                date: date.into(),
                reason: String::new(),
                order_number: "1-B".into(),
            })
        };
        assert!(change("2026-06-30").is_ok());
        assert_eq!(change("0295-04-19").unwrap_err().fields()[0].0, "date", "a status change is made by an order of its date");
    }

    #[test]
    fn each_kind_asks_its_items_for_what_it_needs() {
        let bare = OrderItemForm { student_id: 3, ..Default::default() };
        assert_eq!(fields(&form("EXPULSION", vec![bare.clone()])), ["items[0].reason"]);
        assert_eq!(fields(&form("ACADEMIC_LEAVE", vec![bare.clone()])), ["items[0].reason"]);
        assert_eq!(fields(&form("TRANSFER", vec![bare.clone()])), ["items[0].to_edu_group_id"]);
        assert_eq!(
            fields(&form("TRANSFER", vec![OrderItemForm { to_edu_group_id: Some(4), to_institution_id: Some(4), ..bare.clone() }])),
            ["items[0].to_edu_group_id"],
            "the receiving institution chooses the group"
        );
        assert!(OrderDraft::parse(&form("TRANSFER", vec![OrderItemForm { to_institution_id: Some(4), ..bare.clone() }])).is_ok());
        assert_eq!(
            fields(&form("EXPULSION", vec![OrderItemForm { to_institution_id: Some(4), ..item(3) }])),
            ["items[0].to_institution_id"]
        );
        assert!(OrderDraft::parse(&form("ADMISSION", vec![OrderItemForm { to_edu_group_id: Some(4), ..bare.clone() }])).is_ok());
        assert!(OrderDraft::parse(&form("TRANSFER", vec![OrderItemForm { to_edu_group_id: Some(4), ..bare.clone() }])).is_ok());
        assert_eq!(
            fields(&form("SCHOLARSHIP", vec![bare.clone()])),
            ["items[0].scholarship_type", "items[0].date_from", "items[0].date_to"]
        );
        assert_eq!(
            fields(&form("GRADUATION", vec![OrderItemForm { to_edu_group_id: Some(4), ..bare.clone() }])),
            ["items[0].to_edu_group_id"]
        );
        assert!(OrderDraft::parse(&form("RETURN_FROM_LEAVE", vec![bare])).is_ok());
    }

    #[test]
    fn a_student_is_named_once() {
        assert_eq!(fields(&form("EXPULSION", vec![item(1), item(1)])), ["items[1].student_id"]);
    }

    #[test]
    fn only_a_draft_is_applied_edited_or_deleted_and_only_an_applied_one_is_cancelled() {
        let mut draft = order(OrderState::Draft);
        assert_eq!(draft.cancel(9), Err(OrderRule::NotApplied));
        assert_eq!(draft.apply(), Ok(()));
        assert_eq!(draft.state, OrderState::Applied);
        assert_eq!(draft.ensure_draft(), Err(OrderRule::NotDraft));
        assert_eq!(draft.apply(), Err(OrderRule::NotDraft));
        assert_eq!(draft.cancel(9), Ok(()));
        assert_eq!((draft.state, draft.reversed_by), (OrderState::Cancelled, Some(9)));
        assert_eq!(draft.cancel(10), Err(OrderRule::NotApplied));
        assert_eq!(draft.ensure_draft(), Err(OrderRule::NotDraft));
        let mut reversal = Order { reverses: Some(1), ..order(OrderState::Applied) };
        assert_eq!(reversal.cancel(3), Err(OrderRule::ReversalIsFinal));
    }

    #[test]
    fn an_expulsion_withdraws_a_studying_student_and_refuses_naming_one_who_is_not() {
        let draft = OrderDraft::parse(&form("EXPULSION", vec![item(1)])).unwrap();
        let done = effect(OrderKind::Expulsion, &draft.items[0], &student(StudentStatus::Active), None).unwrap();
        assert_eq!((done.from_status, done.to_status), (StudentStatus::Active, StudentStatus::Withdraw));
        let refused = effect(OrderKind::Expulsion, &draft.items[0], &student(StudentStatus::Graduated), None).unwrap_err();
        for language in [Language::Uz, Language::Ru, Language::En] {
            assert!(refused.message(language).contains("Karimova Malika"), "{}", refused.message(language));
        }
    }

    #[test]
    fn a_transfer_moves_the_group_of_a_studying_student_within_the_institution() {
        let draft = OrderDraft::parse(&form("TRANSFER", vec![OrderItemForm { to_edu_group_id: Some(8), ..item(1) }])).unwrap();
        let own = InstitutionId::from_stored(2);
        let done =
            effect(OrderKind::Transfer, &draft.items[0], &student(StudentStatus::Active), Some((GroupId::from_stored(8), own))).unwrap();
        assert_eq!((done.to_status, done.to_group), (StudentStatus::Active, GroupId::from_stored(8)));
        let other = Some((GroupId::from_stored(8), InstitutionId::from_stored(5)));
        assert!(matches!(
            effect(OrderKind::Transfer, &draft.items[0], &student(StudentStatus::Active), other),
            Err(OrderRule::ItemRefused { why: ItemRefusal::GroupOfAnotherInstitution, .. })
        ));
        assert!(matches!(
            effect(OrderKind::Transfer, &draft.items[0], &student(StudentStatus::OnLeave), Some((GroupId::from_stored(8), own))),
            Err(OrderRule::ItemRefused { why: ItemRefusal::NotStudying, .. })
        ));
    }

    #[test]
    fn a_transfer_to_another_institution_releases_the_student_where_they_stand() {
        let draft = OrderDraft::parse(&form("TRANSFER", vec![OrderItemForm { to_institution_id: Some(5), ..item(1) }])).unwrap();
        let done = effect(OrderKind::Transfer, &draft.items[0], &student(StudentStatus::Active), None).unwrap();
        assert_eq!((done.from_status, done.to_status), (StudentStatus::Active, StudentStatus::Withdraw));
        assert_eq!((done.to_group, done.to_institution), (GroupId::from_stored(7), InstitutionId::from_stored(2)));
        assert_eq!(undoable(&done, &student(StudentStatus::Withdraw)), Ok(()));
        assert!(matches!(
            effect(OrderKind::Transfer, &draft.items[0], &student(StudentStatus::OnLeave), None),
            Err(OrderRule::ItemRefused { why: ItemRefusal::NotStudying, .. })
        ));
        let own = OrderDraft::parse(&form("TRANSFER", vec![OrderItemForm { to_institution_id: Some(2), ..item(1) }])).unwrap();
        let refused = effect(OrderKind::Transfer, &own.items[0], &student(StudentStatus::Active), None).unwrap_err();
        assert!(matches!(refused, OrderRule::ItemRefused { why: ItemRefusal::OwnInstitution, .. }));
        assert!(refused.message(Language::Ru).contains("Karimova Malika"));
    }

    #[test]
    fn the_receiver_admits_a_released_student_into_a_group_of_its_own() {
        let receiver = InstitutionId::from_stored(5);
        let released = student(StudentStatus::Withdraw);
        let done = admit_transfer(&released, Some((GroupId::from_stored(30), receiver)), receiver).unwrap();
        assert_eq!((done.from_status, done.to_status), (StudentStatus::Withdraw, StudentStatus::Active));
        assert_eq!((done.from_group, done.to_group), (GroupId::from_stored(7), GroupId::from_stored(30)));
        assert_eq!((done.from_institution, done.to_institution), (InstitutionId::from_stored(2), receiver));
        let moved =
            ItemStudent { status: StudentStatus::Active, group: GroupId::from_stored(30), institution: receiver, ..released.clone() };
        assert_eq!(undoable(&done, &moved), Ok(()), "the admission is reversed while the student stands where it put them");
        let refusal = |result: Result<AppliedItem, OrderRule>| match result {
            Err(OrderRule::ItemRefused { why, .. }) => Some(why),
            _ => None,
        };
        assert_eq!(refusal(admit_transfer(&released, None, receiver)), Some(ItemRefusal::NoGroup));
        assert_eq!(
            refusal(admit_transfer(&released, Some((GroupId::from_stored(7), InstitutionId::from_stored(2))), receiver)),
            Some(ItemRefusal::GroupOfAnotherInstitution),
            "the sender's groups are not the receiver's"
        );
        assert_eq!(
            refusal(admit_transfer(&student(StudentStatus::Active), Some((GroupId::from_stored(30), receiver)), receiver)),
            Some(ItemRefusal::NotReleased)
        );
    }

    #[test]
    fn a_reversal_undoes_only_what_still_stands() {
        let draft = OrderDraft::parse(&form("EXPULSION", vec![item(1)])).unwrap();
        let done = effect(OrderKind::Expulsion, &draft.items[0], &student(StudentStatus::Active), None).unwrap();
        assert_eq!(undoable(&done, &student(StudentStatus::Withdraw)), Ok(()));
        assert!(undoable(&done, &student(StudentStatus::Archived)).is_err());
    }

    #[test]
    fn one_person_studies_in_one_place() {
        assert_eq!(one_studying_record("Karimova Malika", None), Ok(()));
        let refused = one_studying_record("Karimova Malika", Some("TATU")).unwrap_err();
        assert!(refused.message(Language::Uz).contains("TATU"));
        assert_eq!(refused.code(), "order_item_refused");
    }

    fn any_status() -> impl Strategy<Value = StudentStatus> {
        prop::sample::select(StudentStatus::ALL.to_vec())
    }

    proptest! {
        #[test]
        fn a_status_order_succeeds_exactly_when_the_status_machine_allows_its_move(from in any_status(), to in any_status()) {
            if let Some(kind) = OrderKind::for_move(from, to) {
                let draft = OrderDraft::parse(&form(kind.code(), vec![item(1)])).unwrap();
                let result = effect(kind, &draft.items[0], &student(from), None);
                prop_assert_eq!(result.is_ok(), from.move_to(to).is_ok());
                if let Ok(done) = result {
                    prop_assert_eq!(done.to_status, to);
                    prop_assert_eq!(undoable(&done, &ItemStudent { status: to, ..student(from) }), Ok(()));
                }
            } else {
                prop_assert_eq!(to, StudentStatus::Archived);
            }
        }

        #[test]
        fn codes_round_trip(kind in prop::sample::select(OrderKind::ALL.to_vec())) {
            prop_assert_eq!(OrderKind::parse(kind.code()), Ok(kind));
        }
    }
}
