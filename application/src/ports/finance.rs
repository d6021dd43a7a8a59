//! Finance: the base amount, prices, contracts with their payments' totals, and the debts.

use chrono::NaiveDate;
use domain::actor::Scope;
use domain::curriculum::EduForm;
use domain::finance::{
    BaseAmount, BaseAmountDraft, Contract, ContractKind, ContractState, ContractTerms, DebtStatus, Money, Payment, PaymentDraft, Price,
    PriceDraft,
};
use domain::graduate::uuid_text::PublicId;
use domain::ids::{DirectionId, GroupId, InstitutionId, StudentId};
use domain::multilingual::MultilingualName;
use domain::paging::{Ordering, Page, PageRequest};
use domain::version::Version;

use super::Lock;
use crate::AppError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PriceQuery {
    pub scope: Scope,
    pub institution_id: Option<InstitutionId>,
    pub academic_year: Option<i32>,
    pub edu_direction_id: Option<DirectionId>,
    pub edu_form: Option<EduForm>,
    pub contract_kind: Option<ContractKind>,
    pub page: PageRequest,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ContractOrder {
    Id,
    Number,
    Date,
    Debt,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContractQuery {
    pub scope: Scope,
    pub institution_id: Option<InstitutionId>,
    pub academic_year: Option<i32>,
    pub edu_group_id: Option<GroupId>,
    pub student_id: Option<StudentId>,
    pub contract_kind: Option<ContractKind>,
    pub state: Option<ContractState>,
    pub status: Option<DebtStatus>,
    /// The student's name, the PINFL's beginning or the number ("2026-0017" or 17).
    pub search: Option<String>,
    pub ordering: Ordering<ContractOrder>,
    pub page: PageRequest,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaymentQuery {
    pub scope: Scope,
    pub institution_id: Option<InstitutionId>,
    pub contract_id: Option<i64>,
    pub edu_group_id: Option<GroupId>,
    pub date_from: Option<NaiveDate>,
    pub date_to: Option<NaiveDate>,
    /// The document number, the student's name or the contract's number.
    pub search: Option<String>,
    pub page: PageRequest,
}

/// A contract as a statement's lines are matched to it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MatchableContract {
    pub id: i64,
    pub academic_year: i32,
    pub number: i32,
    pub pinfl: String,
    pub charged: Money,
    pub paid: Money,
}

/// A payment of a statement as it is stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatementPayment {
    pub contract_id: i64,
    pub date: NaiveDate,
    pub amount: Money,
    pub document_number: String,
    /// Beyond what the contract owed.
    pub prepayment: bool,
    /// `StatementLine::key`: the same payment is never imported twice.
    pub key: String,
}

/// One month of an academic year's report: charged (contracts by their date) and paid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MonthFinance {
    /// 0 is September of the academic year, 11 August of the next calendar year.
    pub index: u32,
    pub charged: Money,
    pub paid: Money,
}

/// An institution's line of the report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InstitutionFinance {
    pub institution_id: InstitutionId,
    pub name: MultilingualName,
    pub contracts: i64,
    pub charged: Money,
    pub paid: Money,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FinanceReport {
    /// The months with any figure, in order.
    pub months: Vec<MonthFinance>,
    /// Each institution with contracts of the year, by name.
    pub institutions: Vec<InstitutionFinance>,
    /// When the whole country's report was prepared in the background (`None`: read at the request).
    pub prepared_at: Option<chrono::DateTime<chrono::Utc>>,
}

/// What the debts are summed by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DebtLevel {
    Student,
    Group,
    Institution,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DebtQuery {
    pub scope: Scope,
    pub level: DebtLevel,
    pub institution_id: Option<InstitutionId>,
    pub edu_group_id: Option<GroupId>,
    pub academic_year: Option<i32>,
    /// Only the rows with this status (of their sums).
    pub status: Option<DebtStatus>,
    pub page: PageRequest,
}

/// One row of the debts: a student, a group or an institution, with its contracts' sums.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DebtRow {
    /// The student's, group's or institution's id.
    pub id: i64,
    /// The student's full name (student level).
    pub student_name: Option<String>,
    /// The student's group, or the group (student and group levels).
    pub group_name: Option<String>,
    pub institution_id: InstitutionId,
    pub institution_name: MultilingualName,
    pub contracts: i64,
    pub charged: Money,
    pub paid: Money,
}

/// The sums of every row of a filter (not only the page's).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DebtTotals {
    pub contracts: i64,
    pub charged: Money,
    pub paid: Money,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Debts {
    pub rows: Page<DebtRow>,
    pub totals: DebtTotals,
}

/// What a contract needs of its student: where they study, by which direction and form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ContractStudent {
    pub institution_id: InstitutionId,
    pub edu_direction_id: DirectionId,
    pub edu_form: EduForm,
}

/// The read model of the area; lists are paged and filtered in the database.
#[cfg_attr(test, mockall::automock)]
pub trait FinanceQueries: Send + Sync {
    fn base_amounts(&self, page: PageRequest) -> Result<Page<BaseAmount>, AppError>;
    fn base_amount(&self, id: i64) -> Result<Option<BaseAmount>, AppError>;
    fn prices(&self, query: &PriceQuery) -> Result<Page<Price>, AppError>;
    fn price(&self, id: i64) -> Result<Option<Price>, AppError>;
    fn contracts(&self, query: &ContractQuery) -> Result<Page<Contract>, AppError>;
    fn contract(&self, id: i64) -> Result<Option<Contract>, AppError>;
    /// The contract whose print's QR code carries `public_id`.
    fn contract_by_public_id(&self, public_id: &PublicId) -> Result<Option<Contract>, AppError>;
    fn debts(&self, query: &DebtQuery) -> Result<Debts, AppError>;
    /// The newest first.
    fn payments(&self, query: &PaymentQuery) -> Result<Page<Payment>, AppError>;
    fn payment(&self, id: i64) -> Result<Option<Payment>, AppError>;
    /// An academic year's charged, paid and owed by month and by institution, of one institution or (None) of every one.
    fn report(&self, institution: Option<InstitutionId>, academic_year: i32) -> Result<FinanceReport, AppError>;
}

/// The area's records as a transaction loads and saves them.
#[cfg_attr(test, mockall::automock)]
pub trait FinanceRepository {
    fn base_amount(&mut self, id: i64, lock: Lock) -> Result<Option<BaseAmount>, AppError>;
    /// Every base amount, for the one in force on a date.
    fn all_base_amounts(&mut self) -> Result<Vec<BaseAmount>, AppError>;
    /// `Conflict(FinanceRule::BaseAmountDateTaken)`.
    fn insert_base_amount(&mut self, draft: &BaseAmountDraft) -> Result<BaseAmount, AppError>;
    /// `StaleVersion`, `Conflict(FinanceRule::BaseAmountDateTaken)`.
    fn save_base_amount(&mut self, id: i64, draft: &BaseAmountDraft, version: Version) -> Result<BaseAmount, AppError>;
    fn delete_base_amount(&mut self, id: i64) -> Result<(), AppError>;

    fn price(&mut self, id: i64, lock: Lock) -> Result<Option<Price>, AppError>;
    /// The institution's price for the year, direction, form and kind.
    fn price_for(
        &mut self,
        institution: InstitutionId,
        academic_year: i32,
        direction: DirectionId,
        form: EduForm,
        kind: ContractKind,
    ) -> Result<Option<Price>, AppError>;
    /// `Conflict(FinanceRule::PriceTaken)`.
    fn insert_price(&mut self, institution: InstitutionId, draft: &PriceDraft) -> Result<Price, AppError>;
    /// `StaleVersion`, `Conflict(FinanceRule::PriceTaken)`.
    fn save_price(&mut self, id: i64, draft: &PriceDraft, version: Version) -> Result<Price, AppError>;
    fn delete_price(&mut self, id: i64) -> Result<(), AppError>;

    /// A living student's institution, direction and form.
    fn contract_student(&mut self, student: StudentId) -> Result<Option<ContractStudent>, AppError>;
    fn contract(&mut self, id: i64, lock: Lock) -> Result<Option<Contract>, AppError>;
    /// Takes the next number of the institution's year. `Conflict(FinanceRule::ContractTaken)`.
    fn insert_contract(&mut self, institution: InstitutionId, terms: &ContractTerms) -> Result<Contract, AppError>;
    /// `StaleVersion`, `Conflict(FinanceRule::ContractTaken)`.
    fn save_contract(&mut self, id: i64, terms: &ContractTerms, version: Version) -> Result<Contract, AppError>;
    fn delete_contract(&mut self, id: i64) -> Result<(), AppError>;

    fn payment(&mut self, id: i64, lock: Lock) -> Result<Option<Payment>, AppError>;
    /// Stores the payment and adds it to its contract's payments.
    fn insert_payment(&mut self, institution: InstitutionId, draft: &PaymentDraft) -> Result<Payment, AppError>;
    /// Replaces a payment read at `version` (its contract's total follows). `StaleVersion`.
    fn save_payment(&mut self, before: &Payment, draft: &PaymentDraft, version: Version) -> Result<Payment, AppError>;
    /// Removes the payment and takes it off its contract's payments.
    fn delete_payment(&mut self, payment: &Payment) -> Result<(), AppError>;

    /// The institution's contracts, locked, as statement lines are matched to them.
    fn matchable_contracts(&mut self, institution: InstitutionId) -> Result<Vec<MatchableContract>, AppError>;
    /// Those of `keys` the institution has imported before.
    fn imported_keys(&mut self, institution: InstitutionId, keys: &[String]) -> Result<Vec<String>, AppError>;
    /// Stores the statement's payments in bulk and adds them to their contracts' payments; the
    /// new payments' ids.
    fn insert_statement(&mut self, institution: InstitutionId, payments: &[StatementPayment]) -> Result<Vec<i64>, AppError>;
}
