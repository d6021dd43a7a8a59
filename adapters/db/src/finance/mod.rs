//! Finance in PostgreSQL: the base amounts, prices, contracts (numbered in order per institution
//! and year, with what they charge and the total of their payments) and the debts summed in the
//! database.

mod contracts;
mod debts;
mod payments;
mod prices;
mod report;

pub(crate) use debts::debts as debts_of;
pub(crate) use report::report as report_of;

use application::ports::{
    ContractQuery, ContractStudent, DebtQuery, Debts, FinanceQueries, FinanceRepository, Lock, PaymentQuery, PriceQuery,
};
use application::AppError;
use domain::curriculum::EduForm;
use domain::finance::{BaseAmount, BaseAmountDraft, Contract, ContractKind, ContractTerms, Payment, PaymentDraft, Price, PriceDraft};
use domain::graduate::uuid_text::PublicId;
use domain::ids::{DirectionId, InstitutionId, StudentId};
use domain::paging::{Page, PageRequest};
use domain::version::Version;

use crate::statements::Statement;
use crate::store::PgStore;
use crate::unit_of_work::{PgTransaction, Root};

impl FinanceQueries for PgStore {
    fn base_amounts(&self, page: PageRequest) -> Result<Page<BaseAmount>, AppError> {
        prices::base_amounts(&mut *self.conn()?, page)
    }

    fn base_amount(&self, id: i64) -> Result<Option<BaseAmount>, AppError> {
        prices::base_amount(&mut *self.conn()?, id)
    }

    fn prices(&self, query: &PriceQuery) -> Result<Page<Price>, AppError> {
        prices::list(&mut *self.conn()?, query)
    }

    fn price(&self, id: i64) -> Result<Option<Price>, AppError> {
        prices::find(&mut *self.conn()?, id)
    }

    fn contracts(&self, query: &ContractQuery) -> Result<Page<Contract>, AppError> {
        contracts::list(&mut *self.conn()?, query)
    }

    fn contract(&self, id: i64) -> Result<Option<Contract>, AppError> {
        contracts::find(&mut *self.conn()?, id)
    }

    fn contract_by_public_id(&self, public_id: &PublicId) -> Result<Option<Contract>, AppError> {
        contracts::by_public_id(&mut *self.conn()?, public_id.as_str())
    }

    fn debts(&self, query: &DebtQuery) -> Result<Debts, AppError> {
        if let Some(prepared) = self.national.get().and_then(|national| national.debts(query)) {
            return Ok(prepared);
        }
        debts::debts(&mut *self.conn()?, query)
    }

    fn payments(&self, query: &PaymentQuery) -> Result<Page<Payment>, AppError> {
        payments::list(&mut *self.conn()?, query)
    }

    fn payment(&self, id: i64) -> Result<Option<Payment>, AppError> {
        payments::find(&mut *self.conn()?, id)
    }

    fn report(&self, institution: Option<InstitutionId>, academic_year: i32) -> Result<application::ports::FinanceReport, AppError> {
        if let Some(prepared) = self.national.get().filter(|_| institution.is_none()).and_then(|n| n.finance(academic_year)) {
            return Ok(prepared);
        }
        report::report(&mut *self.conn()?, institution, academic_year)
    }
}

impl FinanceRepository for PgTransaction<'_> {
    fn base_amount(&mut self, id: i64, lock: Lock) -> Result<Option<BaseAmount>, AppError> {
        if !self.lock_root(lock, Root::BaseAmounts, id)? {
            return Ok(None);
        }
        prices::base_amount(self.conn, id)
    }

    fn all_base_amounts(&mut self) -> Result<Vec<BaseAmount>, AppError> {
        prices::all_base_amounts(self.conn)
    }

    fn insert_base_amount(&mut self, draft: &BaseAmountDraft) -> Result<BaseAmount, AppError> {
        prices::insert_base_amount(self.conn, draft)
    }

    fn save_base_amount(&mut self, id: i64, draft: &BaseAmountDraft, version: Version) -> Result<BaseAmount, AppError> {
        prices::save_base_amount(self.conn, id, draft, version)
    }

    fn delete_base_amount(&mut self, id: i64) -> Result<(), AppError> {
        prices::delete_base_amount(self.conn, id)
    }

    fn price(&mut self, id: i64, lock: Lock) -> Result<Option<Price>, AppError> {
        if !self.lock_root(lock, Root::Prices, id)? {
            return Ok(None);
        }
        prices::find(self.conn, id)
    }

    fn price_for(
        &mut self,
        institution: InstitutionId,
        academic_year: i32,
        direction: DirectionId,
        form: EduForm,
        kind: ContractKind,
    ) -> Result<Option<Price>, AppError> {
        prices::price_for(self.conn, institution, academic_year, direction, form, kind)
    }

    fn insert_price(&mut self, institution: InstitutionId, draft: &PriceDraft) -> Result<Price, AppError> {
        prices::insert(self.conn, institution, draft)
    }

    fn save_price(&mut self, id: i64, draft: &PriceDraft, version: Version) -> Result<Price, AppError> {
        prices::save(self.conn, id, draft, version)
    }

    fn delete_price(&mut self, id: i64) -> Result<(), AppError> {
        prices::delete(self.conn, id)
    }

    fn contract_student(&mut self, student: StudentId) -> Result<Option<ContractStudent>, AppError> {
        contracts::student(self.conn, student)
    }

    fn contract(&mut self, id: i64, lock: Lock) -> Result<Option<Contract>, AppError> {
        if !self.lock_root(lock, Root::Contracts, id)? {
            return Ok(None);
        }
        contracts::find(self.conn, id)
    }

    fn insert_contract(&mut self, institution: InstitutionId, terms: &ContractTerms) -> Result<Contract, AppError> {
        contracts::insert(self.conn, institution, terms)
    }

    fn save_contract(&mut self, id: i64, terms: &ContractTerms, version: Version) -> Result<Contract, AppError> {
        contracts::save(self.conn, id, terms, version)
    }

    fn delete_contract(&mut self, id: i64) -> Result<(), AppError> {
        contracts::delete(self.conn, id)
    }

    fn payment(&mut self, id: i64, lock: Lock) -> Result<Option<Payment>, AppError> {
        if !self.lock_root(lock, Root::Payments, id)? {
            return Ok(None);
        }
        payments::find(self.conn, id)
    }

    fn insert_payment(&mut self, institution: InstitutionId, draft: &PaymentDraft) -> Result<Payment, AppError> {
        payments::insert(self.conn, institution, draft)
    }

    fn save_payment(&mut self, before: &Payment, draft: &PaymentDraft, version: Version) -> Result<Payment, AppError> {
        payments::save(self.conn, before, draft, version)
    }

    fn delete_payment(&mut self, payment: &Payment) -> Result<(), AppError> {
        payments::delete(self.conn, payment)
    }

    fn matchable_contracts(&mut self, institution: InstitutionId) -> Result<Vec<application::ports::MatchableContract>, AppError> {
        payments::matchable(self.conn, institution)
    }

    fn imported_keys(&mut self, institution: InstitutionId, keys: &[String]) -> Result<Vec<String>, AppError> {
        payments::imported_keys(self.conn, institution, keys)
    }

    fn insert_statement(
        &mut self,
        institution: InstitutionId,
        payments: &[application::ports::StatementPayment],
    ) -> Result<Vec<i64>, AppError> {
        payments::insert_statement(self.conn, institution, payments)
    }
}

/// The statements of the submodules.
pub(crate) fn statements() -> Vec<Statement> {
    [contracts::statements(), debts::statements(), payments::statements(), prices::statements(), report::statements()].concat()
}
