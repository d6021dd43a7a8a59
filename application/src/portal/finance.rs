use chrono::NaiveDate;
use domain::actor::{Actor, Scope};
use domain::finance::scholarship::{amount_on, pays_in, Month};
use domain::finance::{Contract, Money, Payment};
use domain::ids::StudentId;
use domain::multilingual::MultilingualName;
use domain::paging::{Ordering, PageRequest};

use super::{portal_student, require_portal};
use crate::ports::{in_transaction, Clock, ContractOrder, ContractQuery, FinanceQueries, Lock, PaymentQuery, UnitOfWork};
use crate::AppError;

/// The contracts a student reads in one answer: no student has more than a few.
const CONTRACTS: i64 = 100;
/// The payments a student reads in one answer, newest first.
const PAYMENTS: i64 = 500;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MyMoney {
    pub student: StudentId,
    pub contracts: Vec<Contract>,
    pub payments: Vec<Payment>,
    /// What the contracts still owe.
    pub debt: Money,
    /// The latest award first.
    pub scholarships: Vec<MyScholarship>,
}

/// A scholarship awarded to the student, as it stands this month.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MyScholarship {
    pub type_name: MultilingualName,
    /// The amount in force at this month's end.
    pub monthly_amount: Option<Money>,
    pub date_from: NaiveDate,
    pub date_to: NaiveDate,
    pub order_number: String,
    pub paid_this_month: bool,
}

pub struct MyFinance<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub finance: &'a dyn FinanceQueries,
    pub clock: &'a dyn Clock,
}

impl MyFinance<'_> {
    /// The student's contracts with what is paid and owed, the payments on them, and the
    /// scholarships awarded to them.
    pub fn execute(&self, actor: &Actor, asked: Option<StudentId>) -> Result<MyMoney, AppError> {
        require_portal(actor)?;
        let (student, awards) = in_transaction(self.unit, |tx| {
            let student = portal_student(tx, actor, asked, Lock::None)?;
            let awards = tx.scholarships().awards_of(student.id)?;
            Ok((student, awards))
        })?;
        let month = Month::of(crate::schedule::today(self.clock));
        let scholarships = awards
            .into_iter()
            .map(|award| MyScholarship {
                monthly_amount: amount_on(&award.amounts, month.last()),
                paid_this_month: pays_in(month, award.date_from, award.date_to, award.stopped_on),
                type_name: award.type_name,
                date_from: award.date_from,
                date_to: award.date_to,
                order_number: award.order_number,
            })
            .collect();
        let scope = Scope::Institution(student.institution_id);
        let contracts = self
            .finance
            .contracts(&ContractQuery {
                scope,
                institution_id: None,
                academic_year: None,
                edu_group_id: None,
                student_id: Some(student.id),
                contract_kind: None,
                state: None,
                status: None,
                search: None,
                ordering: Ordering { field: ContractOrder::Date, descending: true },
                page: PageRequest::new(None, Some(CONTRACTS))?,
            })?
            .items;
        let mut payments = Vec::new();
        for contract in &contracts {
            let query = PaymentQuery {
                scope,
                institution_id: None,
                contract_id: Some(contract.id),
                edu_group_id: None,
                date_from: None,
                date_to: None,
                search: None,
                page: PageRequest::new(None, Some(PAYMENTS))?,
            };
            payments.extend(self.finance.payments(&query)?.items);
        }
        payments.sort_by(|a, b| b.date.cmp(&a.date).then(b.id.cmp(&a.id)));
        let debt = Money::sum(contracts.iter().map(|c| c.debt().0));
        Ok(MyMoney { student: student.id, contracts, payments, debt, scholarships })
    }
}
